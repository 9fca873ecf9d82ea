import { UNSUPPORTED_PROTOCOL_MESSAGE } from '@selah/shared';
import { parseRetryAfter } from './backoff';
import { errorMessageOf, type HttpResult } from '../lib/api';

/** How a sync step ended. Anything but `ok` stops the cycle; the engine decides what comes next. */
export type StepOutcome =
  | { ok: true }
  /** No answer (offline) or a passing server trouble (5xx, 429): retry with backoff. */
  | {
      ok: false;
      problem: 'offline' | 'server';
      retryAfterMs: number | null;
      message: string | null;
    }
  /** The session is gone (401) or belongs to someone else: keep everything, wait for a sign-in. */
  | { ok: false; problem: 'signin'; message: string | null }
  /** The server no longer speaks this app's protocol: show its message, wait for a reload. */
  | { ok: false; problem: 'outdated'; message: string };

export const OK: StepOutcome = { ok: true };

export const OFFLINE: StepOutcome = {
  ok: false,
  problem: 'offline',
  retryAfterMs: null,
  message: null,
};

export function serverTrouble(message: string | null, retryAfterMs: number | null = null) {
  return { ok: false, problem: 'server', retryAfterMs, message } as const satisfies StepOutcome;
}

export function isOutdatedAnswer(result: HttpResult): boolean {
  return (
    result.kind === 'response' &&
    result.status === 400 &&
    errorMessageOf(result.body) === UNSUPPORTED_PROTOCOL_MESSAGE
  );
}

/** What a non-2xx answer means for sync (the push's per-request 400s are handled by push). */
export function failureOf(result: HttpResult, nowMs: number): StepOutcome {
  if (result.kind === 'network') return OFFLINE;
  if (isOutdatedAnswer(result)) {
    return { ok: false, problem: 'outdated', message: UNSUPPORTED_PROTOCOL_MESSAGE };
  }
  if (result.status === 401) {
    return { ok: false, problem: 'signin', message: errorMessageOf(result.body) };
  }
  return serverTrouble(
    errorMessageOf(result.body),
    parseRetryAfter(result.headers.get('Retry-After'), nowMs),
  );
}
