/**
 * Requests interleave at every await, so a transaction must be invisible to everything outside it
 * until it commits, and a rollback must undo only its own work. On SQLite that takes separate
 * connections for reads and writes (db/client.ts); on PostgreSQL it is the pool's isolation.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { tablesOf } from '../src/db/dialect';
import { WRITE_LOCK_KEY, writeTransaction } from '../src/db/transaction';
import { createTestServer, signUp } from './helpers';

const server = await createTestServer();
const { db, engine } = server;

/** A step the test opens itself, so work interleaves where the test says, not where timing falls. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves once a second write transaction is waiting for its turn behind an open one. */
async function writerWaiting(): Promise<void> {
  // SQLite: a write transaction joins the file's queue when it is called, before its first await.
  if (engine === 'sqlite') return;
  // PostgreSQL: it waits on the write lock (db/transaction.ts), which pg_locks shows as not granted.
  await vi.waitFor(
    async () => {
      const [waiting] = await server.rows<{ count: number }>(
        `select count(*)::int as count from pg_locks
          where locktype = 'advisory' and not granted and objid = ${WRITE_LOCK_KEY}
            and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(waiting?.count).toBe(1);
    },
    { timeout: 10_000, interval: 5 },
  );
}

describe(`transactions on ${engine} while other requests run`, () => {
  it('keeps an open transaction’s rows from other reads, and a rollback leaves nothing', async () => {
    const member = await signUp(server);
    const { moodEntries } = tablesOf(db);
    const id = uuidv7();
    const readOutside = async () =>
      (await db.select().from(moodEntries).where(eq(moodEntries.id, id))).length;
    const inserted = gate();
    const readDone = gate();
    const failing = writeTransaction(db, async (tx) => {
      await tx.insert(moodEntries).values({
        id,
        userId: member.user.id,
        mood: 'good',
        date: server.clock.now().toISOString(),
        version: 1,
      });
      inserted.open();
      // Another request reads meanwhile; the transaction stays open until it has.
      await readDone.opened;
      throw new Error('the request failed');
    }).catch((error: unknown) => error);
    await inserted.opened;
    const seenWhileOpen = await readOutside();
    readDone.open();
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
    const inserted = gate();
    const otherWaiting = gate();
    const failing = writeTransaction(db, async (tx) => {
      await tx.insert(moodEntries).values(row(insideId));
      inserted.open();
      // Open until the second request's write is waiting for its turn.
      await otherWaiting.opened;
      throw new Error('rolled back');
    }).catch((error: unknown) => error);
    await inserted.opened;
    // A second request's own write: it waits its turn and commits on its own.
    const other = writeTransaction(db, (tx) => tx.insert(moodEntries).values(row(outsideId))).then(
      () => 'committed',
      (error: unknown) => error,
    );
    await writerWaiting();
    otherWaiting.open();
    expect(await other).toBe('committed');
    expect(await failing).toEqual(new Error('rolled back'));
    const stored = await server.rows<{ id: string }>(
      'select id from mood_entries where user_id = ?',
      member.user.id,
    );
    expect(stored).toEqual([{ id: outsideId }]);
  });
});
