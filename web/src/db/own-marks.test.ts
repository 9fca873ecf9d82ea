import { describe, expect, it } from 'vitest';
import { SHARED_SYNC_TABLES, SYNC_TABLES, uuidv7, type SyncRow } from '@selah/shared';
import { activateAccount } from './active-db';
import { localWriteTables } from './apply-local';
import { allOwnMarkTables, forgetOwnMarks, keepOwnMarksInStep, ownMarkTables } from './own-marks';

function post(marks: { likedByMe?: boolean; reportedByMe?: boolean } = {}): SyncRow {
  return {
    id: uuidv7(),
    userId: 'other-member',
    content: 'Be encouraged',
    likes: 1,
    createdAt: new Date().toISOString(),
    author: { name: 'Grace Lee' },
    ...marks,
  };
}

describe("the member's own marks on this device", () => {
  it('lists the rows marked by the member, unlists the others and the rows gone', async () => {
    const db = activateAccount('member-1');
    const [liked, stillLiked, unliked, gone] = [
      post({ likedByMe: true }),
      post({ likedByMe: true }),
      post({ likedByMe: false }),
      post({ likedByMe: true }),
    ];
    const earlier = '2026-01-01T08:00:00.000Z';
    await db.postLikes.bulkAdd([
      { postId: stillLiked.id, likedAt: earlier },
      { postId: unliked.id, likedAt: earlier },
      { postId: gone.id, likedAt: earlier },
    ]);

    const now = '2026-01-02T09:00:00.000Z';
    await keepOwnMarksInStep(db, 'communityPosts', [liked, stillLiked, unliked], [gone.id], now);

    expect(await db.postLikes.toArray()).toEqual(
      expect.arrayContaining([
        { postId: liked.id, likedAt: now },
        // A mark already listed keeps the time it was first seen.
        { postId: stillLiked.id, likedAt: earlier },
      ]),
    );
    expect(await db.postLikes.count()).toBe(2);

    await forgetOwnMarks(db, 'communityPosts', [liked.id]);
    expect((await db.postLikes.toArray()).map((like) => like.postId)).toEqual([stillLiked.id]);
  });

  it('lists only the marks kept in a store: a report lives on the row alone', async () => {
    const db = activateAccount('member-1');
    await keepOwnMarksInStep(db, 'communityPosts', [post({ reportedByMe: true })], [], 'now');
    expect(await db.postLikes.count()).toBe(0);
  });

  it('keeps every own-mark store in the local schema and in the writes of its table', () => {
    const db = activateAccount('member-1');
    const stores = new Set(db.tables.map((table) => table.name));
    for (const table of SHARED_SYNC_TABLES) {
      const writes = localWriteTables(db, table).map((store) => store.name);
      for (const marks of ownMarkTables(db, table)) {
        expect(stores.has(marks.name), `${table}: ${marks.name}`).toBe(true);
        expect(writes, table).toContain(marks.name);
      }
    }
    expect(allOwnMarkTables(db).map((store) => store.name)).toEqual(['postLikes']);
    // Tables without marks write their rows alone.
    for (const table of SYNC_TABLES.filter((name) => !SHARED_SYNC_TABLES.includes(name as never))) {
      expect(localWriteTables(db, table).map((store) => store.name)).toEqual([table]);
    }
  });
});
