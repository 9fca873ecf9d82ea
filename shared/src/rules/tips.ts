import { localDayNumber } from './time';

/**
 * The tip of the day: active tips in creation order (then by id, so ties are stable), picked by the local
 * day number. Every member sees the same tip on the same local day, on the server and offline alike.
 */
export function tipOfTheDay<T extends { isActive: boolean; createdAt: string; id: string }>(
  tips: readonly T[],
  now: Date,
  timeZone: string,
): T | null {
  const active = tips
    .filter((tip) => tip.isActive)
    .sort(
      (a, b) =>
        compareCreated(a.createdAt, b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  if (active.length === 0) return null;
  const day = localDayNumber(now, timeZone);
  return active[((day % active.length) + active.length) % active.length] ?? null;
}

/** Compares instants, so "2026-01-01T10:00:00+02:00" sorts correctly against a Z timestamp. */
function compareCreated(a: string, b: string): number {
  const difference = Date.parse(a) - Date.parse(b);
  if (Number.isNaN(difference)) return a < b ? -1 : a > b ? 1 : 0;
  return difference;
}
