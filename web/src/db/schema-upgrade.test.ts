import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SYNC_TABLES } from '@selah/shared';
import { SCHEMA_VERSION, SelahDB, databaseNameFor } from './SelahDB';

/** The stores as released devices created them, version by version (each adds to the one before). */
const RELEASED: Record<number, Record<string, string>> = {
  1: {
    moodEntries: 'id, date',
    goals: 'id, createdAt',
    journalEntries: 'id, createdAt, category',
    communityPosts: 'id, createdAt',
    postLikes: 'postId',
    meditationSessions: 'id, completedAt',
    privateSessions: 'id, createdAt',
    motivations: 'id, createdAt',
    inspirationalContent: 'id, createdAt, category',
    counselingTips: 'id, createdAt',
    meditationAudio: 'id',
    outbox: '++seq, &mutationId, name, createdAt',
    meta: 'key',
  },
  2: { feedFilters: 'id, createdAt' },
  3: { favorites: 'id, contentId, createdAt' },
};

/** A database as a device on `version` left it, holding one mood and one queued change. */
async function releasedDatabase(ownerId: string, version: number): Promise<void> {
  const old = new Dexie(databaseNameFor(ownerId));
  for (let v = 1; v <= version; v++) old.version(v).stores(RELEASED[v]!);
  await old.open();
  await old.table('moodEntries').put({ id: 'm1', date: '2026-11-20', mood: 4 });
  await old.table('outbox').add({ mutationId: 'q1', name: 'mood.log', createdAt: '2026-11-20' });
  old.close();
}

describe('a device on an earlier schema', () => {
  for (const version of [1, 2, 3]) {
    it(`upgrades from version ${version} in place, its rows and queue kept`, async () => {
      const ownerId = `upgrade-from-${version}`;
      await releasedDatabase(ownerId, version);

      const db = new SelahDB(ownerId);
      try {
        await db.open();
        expect(db.verno).toBe(SCHEMA_VERSION);
        expect(await db.moodEntries.get('m1')).toMatchObject({ date: '2026-11-20' });
        expect(await db.outbox.toArray()).toMatchObject([{ seq: 1, mutationId: 'q1' }]);
        // Every synced table is installed with the indexes declared for it, those added since too.
        const installed = db.backendDB().transaction([...SYNC_TABLES]);
        for (const table of SYNC_TABLES) {
          const store = installed.objectStore(table);
          const declared = db.table(table).schema.indexes.map((index) => index.name);
          expect([...store.indexNames].sort(), table).toEqual([...declared].sort());
        }
        await db.prayerRequests.put({ id: 'p1', createdAt: '2026-11-21' } as never);
        expect(await db.prayerRequests.where('createdAt').equals('2026-11-21').count()).toBe(1);
        expect(await db.favorites.where('contentId').equals('c1').count()).toBe(0);
      } finally {
        db.close();
        await db.delete();
      }
    });
  }
});
