import type { Agent } from 'node:https';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { tablesOf } from '../../db/dialect';
import type { PushSubscriptionRow } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { isAllowedPushEndpoint } from './endpoints';
import { storedVapidKeys, type VapidKeys } from './vapid';

/** What the service worker receives (JSON, encrypted): nothing personal, see reminder-message.ts. */
export type PushMessage = {
  kind: 'reminder' | 'test';
  title: string;
  body: string;
  /** Where a click leads. */
  url: string;
  /** The member's local day, 'YYYY-MM-DD': the worker compares it with the device's moods. */
  day: string;
  /** One notification per tag: a message delivered twice replaces itself instead of showing twice. */
  tag: string;
};

export type PushOptions = {
  /** Origins besides the browsers' push services (PUSH_ENDPOINT_ALLOW). */
  allowedOrigins?: readonly string[];
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: the pair stored in the database. */
  vapidKeys?: VapidKeys | null;
  /** VAPID_SUBJECT: a mailto: or https: address the push services can reach the operator at. */
  subject?: string;
  /** The HTTPS agent for push requests; tests pass one that trusts their push service's certificate. */
  agent?: Agent;
  /** Waits between retries; tests pass one that returns at once and records the delays. */
  sleep?: (ms: number) => Promise<void>;
  /** Tries per message before giving up on a 429, a 5xx or a network failure. */
  maxAttempts?: number;
};

export type SendOutcome = 'sent' | 'gone' | 'refused' | 'failed';
export type SendSummary = Record<SendOutcome, number>;

export const DEFAULT_VAPID_SUBJECT = 'mailto:reminders@selah.invalid';
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** A reminder not delivered within 12 hours is no longer worth showing. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long to wait before try `attempt` (1 = the first retry): the push service's Retry-After when
 * it sent one, else 1 s doubling; never more than a minute.
 */
export function retryDelayMs(attempt: number, retryAfter: string | undefined): number {
  const seconds = retryAfter === undefined ? NaN : Number(retryAfter);
  const asked = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : NaN;
  const fallback = FIRST_RETRY_MS * 2 ** (attempt - 1);
  return Math.min(LONGEST_RETRY_MS, Number.isNaN(asked) ? fallback : asked);
}

/** The push service's status for a failed send, or null for a network failure. */
function statusOfFailure(error: unknown): { status: number; retryAfter?: string } | null {
  if (error instanceof webpush.WebPushError) {
    const headers = error.headers as Record<string, string | undefined>;
    return { status: error.statusCode, retryAfter: headers['retry-after'] };
  }
  return null;
}

/**
 * Sends Web Push messages (RFC 8030) with payloads encrypted for the subscription (RFC 8291,
 * aes128gcm) and signed with the server's VAPID key (RFC 8292), through the web-push library.
 * A subscription the push service says is gone (404, 410) is removed; 429, 5xx and network
 * failures are retried with backoff; anything else is given up on for this message.
 */
export class PushSender {
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: PushOptions = {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The VAPID public key browsers subscribe with (base64url of the 65-byte P-256 point). */
  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  isAllowed(endpoint: string): boolean {
    return isAllowedPushEndpoint(endpoint, this.options.allowedOrigins ?? []);
  }

  /** Sends the message to each subscription, one after another; removes the ones that are gone. */
  async sendToAll(
    subscriptions: readonly PushSubscriptionRow[],
    message: PushMessage,
  ): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, gone: 0, refused: 0, failed: 0 };
    for (const subscription of subscriptions) {
      const outcome = await this.send(subscription, message);
      summary[outcome] += 1;
      if (outcome === 'gone') await this.forget(subscription);
    }
    return summary;
  }

  async send(subscription: PushSubscriptionRow, message: PushMessage): Promise<SendOutcome> {
    // Checked again at send time: the allowed origins may have changed since it was stored.
    if (!this.isAllowed(subscription.endpoint)) return 'refused';
    const keys = await this.vapidKeys();
    const maxAttempts = this.options.maxAttempts ?? 4;
    const sleep = this.options.sleep ?? realSleep;
    for (let attempt = 1; ; attempt++) {
      try {
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          JSON.stringify(message),
          {
            vapidDetails: { subject: this.options.subject ?? DEFAULT_VAPID_SUBJECT, ...keys },
            contentEncoding: 'aes128gcm',
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: 'normal',
            // A message still waiting at the push service is replaced by a newer one of its topic.
            topic: message.tag,
            timeout: REQUEST_TIMEOUT_MS,
            ...(this.options.agent && { agent: this.options.agent }),
          },
        );
        return 'sent';
      } catch (error) {
        const failure = statusOfFailure(error);
        if (failure && (failure.status === 404 || failure.status === 410)) return 'gone';
        const retryable = !failure || failure.status === 429 || failure.status >= 500;
        if (!retryable || attempt >= maxAttempts) return 'failed';
        await sleep(retryDelayMs(attempt, failure?.retryAfter));
      }
    }
  }

  private async forget(subscription: PushSubscriptionRow): Promise<void> {
    await writeTransaction(this.db, (tx) => {
      const { pushSubscriptions: t } = tablesOf(tx);
      return tx
        .delete(t)
        .where(and(eq(t.id, subscription.id), eq(t.endpoint, subscription.endpoint)));
    });
  }

  private vapidKeys(): Promise<VapidKeys> {
    if (this.options.vapidKeys) return Promise.resolve(this.options.vapidKeys);
    // Remembered once read: the stored pair never changes. A failed read is tried again next time.
    this.keys ??= storedVapidKeys(this.db, this.now()).catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }
}
