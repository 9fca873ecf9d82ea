import type { PrivateSession } from '@selah/shared';

/** Whether the session still waits for "Mark Complete" (scheduled until completedAt is set). */
export function isScheduled(session: Pick<PrivateSession, 'completedAt'>): boolean {
  return session.completedAt === null;
}

const time = (iso: string) => new Date(iso).getTime();

/**
 * The list order (the spec leaves it open):
 * 1. sessions that are still scheduled AND have a date, soonest first (an overdue one sits on top,
 *    since it is the one waiting for "Mark Complete");
 * 2. then every other session (no date yet, or completed), newest created first.
 * Ties fall back to the id (UUIDv7, so creation order) to keep the order stable.
 */
export function orderPrivateSessions<T extends PrivateSession>(sessions: readonly T[]): T[] {
  const upcoming = sessions
    .filter((s) => isScheduled(s) && s.scheduledAt !== null)
    .sort((a, b) => time(a.scheduledAt!) - time(b.scheduledAt!) || a.id.localeCompare(b.id));
  const rest = sessions
    .filter((s) => !(isScheduled(s) && s.scheduledAt !== null))
    .sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.id.localeCompare(a.id));
  return [...upcoming, ...rest];
}
