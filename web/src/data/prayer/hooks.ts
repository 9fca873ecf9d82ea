import { useDb, useLiveQuery, type LocalPrayerRequest, type SelahDB } from '../../db';
import { ANSWERED_SEEN_KEY } from './repository';

/** Which requests the Prayer place lists. */
export type PrayerFilter = 'all' | 'mine' | 'prayed';

/** Whether the member wrote the request (an anonymous one reads as theirs to them alone). */
export function isMine(db: SelahDB, request: LocalPrayerRequest): boolean {
  return db.ownerId !== null && request.userId === db.ownerId;
}

async function newestFirst(db: SelahDB): Promise<LocalPrayerRequest[]> {
  return db.prayerRequests.orderBy('createdAt').reverse().toArray();
}

/** The requests on this device, newest first: all, the member's own, or those they prayed for. */
export function usePrayerRequests(filter: PrayerFilter): LocalPrayerRequest[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const requests = await newestFirst(db);
    if (filter === 'mine') return requests.filter((request) => isMine(db, request));
    if (filter === 'prayed') return requests.filter((request) => request.prayedByMe === true);
    return requests;
  }, [db, filter]);
}

/**
 * The dashboard's "Pray for one another": the newest requests still waiting for an answer that the
 * member neither wrote nor prayed for yet, and the answered ones they prayed for and have not put
 * away ("A prayer you joined was answered").
 */
export function usePrayerInvitation(
  limit = 2,
): { toPray: LocalPrayerRequest[]; answered: LocalPrayerRequest[] } | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (db.ownerId === null) return { toPray: [], answered: [] };
    const requests = await newestFirst(db);
    const seen = new Set(
      ((await db.meta.get(ANSWERED_SEEN_KEY))?.value as string[] | undefined) ?? [],
    );
    const toPray = requests
      .filter((r) => r.answeredAt === null && r.prayedByMe !== true && !isMine(db, r))
      .slice(0, limit);
    const answered = requests.filter(
      (r) => r.answeredAt !== null && r.prayedByMe === true && !seen.has(r.id) && !isMine(db, r),
    );
    return { toPray, answered };
  }, [db, limit]);
}
