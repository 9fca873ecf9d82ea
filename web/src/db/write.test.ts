import { describe, expect, it, vi } from 'vitest';
import { uuidv7, type MoodEntry } from '@selah/shared';
import { activateAccount, getDb } from './active-db';
import { enqueue } from './outbox';
import { onOutboxWritten, writeWithOutbox } from './write';
import type { SelahDB } from './SelahDB';

function moodRow(db: SelahDB): MoodEntry {
  return {
    id: uuidv7(),
    userId: db.ownerId ?? 'guest',
    mood: 'good',
    notes: null,
    date: new Date().toISOString(),
  };
}

describe('writeWithOutbox', () => {
  it('commits the row and its outbox entry together', async () => {
    const db = activateAccount('member-1');
    const row = moodRow(db);

    await writeWithOutbox(db, [db.moodEntries], async () => {
      await db.moodEntries.add(row);
      await enqueue(db, {
        name: 'mood.create',
        args: { id: row.id, mood: row.mood, date: row.date },
      });
    });

    expect(await db.moodEntries.get(row.id)).toEqual(row);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'mood.create',
      userId: 'member-1',
      args: { id: row.id, mood: 'good', date: row.date },
      attempts: 0,
      lastError: null,
    });
    expect(entries[0]!.seq).toBeTypeOf('number');
    expect(entries[0]!.mutationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes neither the row nor the entry when the callback throws after both', async () => {
    const db = getDb();
    const row = moodRow(db);

    await expect(
      writeWithOutbox(db, [db.moodEntries], async () => {
        await db.moodEntries.add(row);
        await enqueue(db, {
          name: 'mood.create',
          args: { id: row.id, mood: 'good', date: row.date },
        });
        throw new Error('validation failed late');
      }),
    ).rejects.toThrow('validation failed late');

    expect(await db.moodEntries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rolls back the row when appending to the outbox fails', async () => {
    const db = getDb();
    const row = moodRow(db);
    vi.spyOn(db.outbox, 'add').mockImplementationOnce(
      () => Promise.reject(new Error('QuotaExceededError')) as never,
    );

    await expect(
      writeWithOutbox(db, [db.moodEntries], async () => {
        await db.moodEntries.add(row);
        await enqueue(db, {
          name: 'mood.create',
          args: { id: row.id, mood: 'good', date: row.date },
        });
      }),
    ).rejects.toThrow('QuotaExceededError');

    expect(await db.moodEntries.get(row.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses to enqueue outside a read-write transaction that includes the outbox', async () => {
    const db = getDb();
    await expect(enqueue(db, { name: 'goal.delete', args: { id: uuidv7() } })).rejects.toThrow(
      /must run inside/,
    );
    await expect(
      db.transaction('rw', [db.goals], () =>
        enqueue(db, { name: 'goal.delete', args: { id: uuidv7() } }),
      ),
    ).rejects.toThrow(/must run inside/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('notifies sync only after the transaction committed', async () => {
    const db = getDb();
    const seen: number[] = [];
    const stop = onOutboxWritten(async (written) => {
      seen.push(await written.outbox.count());
    });
    await writeWithOutbox(db, [db.goals], async () => {
      await enqueue(db, { name: 'goal.delete', args: { id: uuidv7() } });
    });
    stop();
    await vi.waitFor(() => expect(seen).toEqual([1]));
  });

  it('keeps each account in its own database', async () => {
    const guest = activateAccount(null);
    const member = activateAccount('member-2');
    expect(guest.name).toBe('selah-guest');
    expect(member.name).toBe('selah-user-member-2');

    const row = moodRow(member);
    await writeWithOutbox(member, [member.moodEntries], () => member.moodEntries.add(row));

    expect(await member.moodEntries.count()).toBe(1);
    expect(await guest.moodEntries.count()).toBe(0);
    expect(getDb()).toBe(member);
  });
});
