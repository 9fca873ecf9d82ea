/**
 * Requests interleave at every await, so a transaction must be invisible to everything outside it
 * until it commits, and a rollback must undo only its own work. On SQLite that takes separate
 * connections for reads and writes (db/client.ts); on PostgreSQL it is the pool's isolation.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { tablesOf } from '../src/db/dialect';
import { writeTransaction } from '../src/db/transaction';
import { createTestServer, signUp } from './helpers';

const server = await createTestServer();
const { db, engine } = server;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`transactions on ${engine} while other requests run`, () => {
  it('keeps an open transaction’s rows from other reads, and a rollback leaves nothing', async () => {
    const member = await signUp(server);
    const { moodEntries } = tablesOf(db);
    const id = uuidv7();
    const readOutside = async () =>
      (await db.select().from(moodEntries).where(eq(moodEntries.id, id))).length;
    const failing = writeTransaction(db, async (tx) => {
      await tx.insert(moodEntries).values({
        id,
        userId: member.user.id,
        mood: 'good',
        date: server.clock.now().toISOString(),
        version: 1,
      });
      // Another request runs meanwhile.
      await sleep(20);
      throw new Error('the request failed');
    }).catch((error: unknown) => error);
    await sleep(5);
    const seenWhileOpen = await readOutside();
    expect(await failing).toEqual(new Error('the request failed'));
    expect(seenWhileOpen).toBe(0);
    expect(await readOutside()).toBe(0);
  });

  it('does not let another request’s write land inside an open transaction', async () => {
    const member = await signUp(server);
    const { moodEntries } = tablesOf(db);
    const insideId = uuidv7();
    const outsideId = uuidv7();
    const row = (id: string) => ({
      id,
      userId: member.user.id,
      mood: 'okay' as const,
      date: server.clock.now().toISOString(),
      version: 1,
    });
    const failing = writeTransaction(db, async (tx) => {
      await tx.insert(moodEntries).values(row(insideId));
      await sleep(20);
      throw new Error('rolled back');
    }).catch((error: unknown) => error);
    await sleep(5);
    // A second request's own write: it waits its turn and commits on its own.
    await writeTransaction(db, (tx) => tx.insert(moodEntries).values(row(outsideId)));
    expect(await failing).toEqual(new Error('rolled back'));
    const stored = await server.rows<{ id: string }>(
      'select id from mood_entries where user_id = ?',
      member.user.id,
    );
    expect(stored).toEqual([{ id: outsideId }]);
  });
});
