/**
 * The names the page, its other tabs and the service worker (web/src/sw.ts) must agree on, in one
 * place. Kept free of DOM and React so the worker bundle stays small.
 */

/** Cache holding whole ambient audio files, filled by Play / "Save for offline" on the page. */
export const AUDIO_CACHE = 'selah-audio';

/** Runtime cache for images, bounded so it never grows without limit. */
export const IMAGE_CACHE = 'selah-images';
export const IMAGE_CACHE_MAX_ENTRIES = 60;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The Background Sync tag the sync engine registers for its outbox. */
export const OUTBOX_SYNC_TAG = 'selah-outbox';

/** Posted by the worker to every window on that sync event: `{ type: SYNC_MESSAGE }`. */
export const SYNC_MESSAGE = 'selah-sync';

/** Posted by the page (through workbox-window) when the member chooses to reload into an update. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** The Web Lock one tab holds while it syncs an account's database, so only one tab pushes at a time. */
export function syncLockName(ownerId: string | null): string {
  return `selah-sync-${ownerId ?? 'guest'}`;
}
