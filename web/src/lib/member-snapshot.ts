/**
 * Small copies of figures a screen showed a member, kept in localStorage so the next start shows
 * them at once (before IndexedDB has opened and answered), then replaced by the live values.
 *
 * - Only for members (a guest's database has no owner to key by), one key per member and screen:
 *   a snapshot is never shown to anyone but the member whose database it came from.
 * - Valid until the end of the local day it was taken: streaks and weekly figures change at
 *   midnight, and a stale figure must not be shown as today's.
 * - Deleted with the member's local data on sign-out (`forgetMemberSnapshots`).
 */
/** Every snapshot's localStorage key starts with this (the bench removes them to time a day's first visit). */
export const MEMBER_SNAPSHOT_PREFIX = 'selah.snapshot.';

interface Stored<T> {
  ownerId: string;
  validUntil: number;
  value: T;
}

const keyFor = (name: string, ownerId: string) => `${MEMBER_SNAPSHOT_PREFIX}${ownerId}.${name}`;

/** Midnight at the end of `now`'s day in the browser's zone (the JS Date's local time). */
function endOfLocalDay(now: Date): number {
  const end = new Date(now);
  end.setHours(24, 0, 0, 0);
  return end.getTime();
}

export function readMemberSnapshot<T>(
  name: string,
  ownerId: string | null,
  now = new Date(),
): T | null {
  if (ownerId === null) return null;
  try {
    const raw = localStorage.getItem(keyFor(name, ownerId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored<T>>;
    if (stored.ownerId !== ownerId || typeof stored.validUntil !== 'number') return null;
    if (now.getTime() >= stored.validUntil || stored.value === undefined) return null;
    return stored.value;
  } catch {
    return null;
  }
}

export function writeMemberSnapshot<T>(
  name: string,
  ownerId: string | null,
  value: T,
  now = new Date(),
): void {
  if (ownerId === null) return;
  const stored: Stored<T> = { ownerId, validUntil: endOfLocalDay(now), value };
  try {
    localStorage.setItem(keyFor(name, ownerId), JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the next start just waits for IndexedDB.
  }
}

/** Deletes every snapshot of `ownerId` (sign-out). */
export function forgetMemberSnapshots(ownerId: string): void {
  try {
    const prefix = `${MEMBER_SNAPSHOT_PREFIX}${ownerId}.`;
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
