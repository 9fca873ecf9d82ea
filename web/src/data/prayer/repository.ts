/**
 * Prayer request writes, for signed-in members only. Each is one Dexie read-write transaction that
 * changes the row and appends the matching outbox mutation, so all of them work offline.
 */
import { uuidv7, type PrayerRequest, type ReportPost } from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { mutate } from '../mutate';

export const SIGN_IN_TO_PRAY = 'Sign in to pray with the community';

/** Requests whose answer the member has seen and put away ("A prayer you joined was answered"). */
export const ANSWERED_SEEN_KEY = 'prayer.answeredSeen';

function memberDb(db: SelahDB): SelahDB & { ownerId: string } {
  if (db.ownerId === null) throw new Error(SIGN_IN_TO_PRAY);
  return db as SelahDB & { ownerId: string };
}

/** Prayer writes on the database `currentDb()` returns when each is called. */
export function createPrayerRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Shares a request as the signed-in member (anonymously when asked: other members then see
     * "A member of the community"). Throws a ZodError naming the problem for blank or long text.
     */
    async sharePrayerRequest(
      content: string,
      isAnonymous: boolean,
      authorName: string,
    ): Promise<PrayerRequest> {
      // mutate() checks the args with the create's shared schema, which trims the text.
      const { after } = await mutate(
        memberDb(currentDb()),
        'prayer.create',
        { id: uuidv7(), content, isAnonymous, createdAt: new Date().toISOString() },
        { authorName },
      );
      return after as PrayerRequest;
    },

    /** "I prayed": once per member; false when they had already prayed for it. */
    async prayFor(id: string): Promise<boolean> {
      return (await mutate(memberDb(currentDb()), 'prayer.pray', { id })).changed;
    },

    /** Takes "I prayed" back; false when they had not. */
    async takeBackPrayer(id: string): Promise<boolean> {
      return (await mutate(memberDb(currentDb()), 'prayer.unpray', { id })).changed;
    },

    /** The author marks their request answered, with a testimony if they wish (once). */
    async markAnswered(id: string, testimony?: string): Promise<void> {
      const text = testimony?.trim();
      await mutate(memberDb(currentDb()), 'prayer.answer', {
        id,
        answeredAt: new Date().toISOString(),
        ...(text ? { testimony: text } : {}),
      });
    },

    /** Reports a request to the admins, once; the author never learns who reported it. */
    async reportPrayerRequest(id: string, report: ReportPost): Promise<boolean> {
      const note = report.note?.trim();
      return (
        await mutate(memberDb(currentDb()), 'prayer.report', {
          id,
          reason: report.reason,
          ...(note ? { note } : {}),
        })
      ).changed;
    },

    /** Deletes the member's own request, on every device once synced. */
    async deletePrayerRequest(id: string): Promise<void> {
      await mutate(memberDb(currentDb()), 'prayer.delete', { id });
    },

    /** Puts away "A prayer you joined was answered" for these requests, on this device. */
    async dismissAnswered(ids: readonly string[]): Promise<void> {
      const db = currentDb();
      await db.transaction('rw', db.meta, async () => {
        const seen = ((await db.meta.get(ANSWERED_SEEN_KEY))?.value as string[] | undefined) ?? [];
        await db.meta.put({ key: ANSWERED_SEEN_KEY, value: [...new Set([...seen, ...ids])] });
      });
    },
  };
}

export const {
  sharePrayerRequest,
  prayFor,
  takeBackPrayer,
  markAnswered,
  reportPrayerRequest,
  deletePrayerRequest,
  dismissAnswered,
} = createPrayerRepository(getDb);
