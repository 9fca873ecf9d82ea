/**
 * What the always-visible sync status line says for each state. Plain data, no React: the layout
 * renders it, and tests check every wording here and on screen.
 */
import type { SyncStatus } from '../../sync';

export type StatusTone = 'calm' | 'busy' | 'warn';
export type StatusIcon = 'saved' | 'offline' | 'syncing' | 'alert';
/** A control shown beside the text: a link to sign in, a reload button, or the failures list. */
export type StatusAction = 'signin' | 'reload';

export interface StatusDisplay {
  text: string;
  tone: StatusTone;
  icon: StatusIcon;
  action?: StatusAction;
  /** When the text itself is the button that opens the "couldn't sync" list. */
  textOpensFailures?: boolean;
}

export const OFFLINE_TEXT = 'Offline — changes are saved on this device';
export const SYNCING_TEXT = 'Syncing…';
export const SAVED_TEXT = 'All changes saved';
/** A guest's changes never leave the device until they sign up (then they are adopted). */
export const GUEST_SAVED_TEXT = 'Saved on this device';
export const SIGN_IN_AGAIN_TEXT = 'Sign in again to sync your changes';
export const OUTDATED_FALLBACK_TEXT =
  'This version of Selah is out of date. Reload to keep syncing.';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function waitingText(pending: number): string {
  return `${plural(pending, 'change', 'changes')} waiting`;
}

/** Offline with changes queued: short enough to sit beside the icon on a 360 px phone. */
export function offlineWaitingText(pending: number): string {
  return `Offline — ${waitingText(pending)} on this device`;
}

export function failedText(failed: number): string {
  return `${plural(failed, 'change', 'changes')} couldn’t sync`;
}

export function statusDisplay(status: SyncStatus, isGuest: boolean): StatusDisplay {
  switch (status.state) {
    case 'outdated':
      return {
        text: status.message ?? OUTDATED_FALLBACK_TEXT,
        tone: 'warn',
        icon: 'alert',
        action: 'reload',
      };
    case 'signin':
      return { text: SIGN_IN_AGAIN_TEXT, tone: 'warn', icon: 'alert', action: 'signin' };
    case 'syncing':
      return { text: SYNCING_TEXT, tone: 'busy', icon: 'syncing' };
    case 'offline':
      // A member also sees how many changes will go once the network is back (a guest's never go).
      return {
        text: status.pending > 0 && !isGuest ? offlineWaitingText(status.pending) : OFFLINE_TEXT,
        tone: 'calm',
        icon: 'offline',
      };
    case 'failed':
      return {
        text: failedText(status.failed),
        tone: 'warn',
        icon: 'alert',
        textOpensFailures: true,
      };
    case 'waiting':
      return { text: waitingText(status.pending), tone: 'busy', icon: 'syncing' };
    case 'saved':
      return { text: isGuest ? GUEST_SAVED_TEXT : SAVED_TEXT, tone: 'calm', icon: 'saved' };
  }
}
