import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS } from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import { deleteMoodEntry, logMood } from './repository';

describe('logMood', () => {
  it('stores the entry and one mood.create outbox entry whose args parse', async () => {
    const db = activateAccount('member-1');
    const row = await logMood({ mood: 'good', notes: '  Grateful for rain  ' });

    expect(await db.moodEntries.get(row.id)).toEqual({
      id: row.id,
      userId: 'member-1',
      mood: 'good',
      notes: 'Grateful for rain',
      date: row.date,
      activities: null,
    });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.name).toBe('mood.create');
    expect(outbox[0]!.args).toEqual({
      id: row.id,
      mood: 'good',
      notes: 'Grateful for rain',
      date: row.date,
    });
    expect(MUTATION_ARGS['mood.create'].safeParse(outbox[0]!.args).success).toBe(true);
  });

  it('omits blank notes from the mutation and stores null', async () => {
    const db = getDb();
    const row = await logMood({ mood: 'struggling', notes: '   ' });

    expect(row.userId).toBe('guest');
    expect(row.notes).toBeNull();
    const [entry] = await db.outbox.toArray();
    expect(entry!.args).not.toHaveProperty('notes');
    expect(MUTATION_ARGS['mood.create'].safeParse(entry!.args).success).toBe(true);
  });

  it('writes nothing for an unknown mood', async () => {
    const db = getDb();
    await expect(logMood({ mood: 'ecstatic' as never })).rejects.toThrow();
    expect(await db.moodEntries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('logMood for a day filled in later, with activities', () => {
  it('stores the chosen time and the activities, and sends them', async () => {
    const db = activateAccount('member-2');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const row = await logMood({
      mood: 'good',
      date: threeDaysAgo,
      activities: ['Prayed', 'Family'],
    });
    expect(await db.moodEntries.get(row.id)).toMatchObject({
      date: threeDaysAgo.toISOString(),
      activities: ['Prayed', 'Family'],
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.args).toMatchObject({
      date: threeDaysAgo.toISOString(),
      activities: ['Prayed', 'Family'],
    });
    expect(MUTATION_ARGS['mood.create'].safeParse(entry!.args).success).toBe(true);
  });
});

describe('deleteMoodEntry', () => {
  it('removes the entry and queues one mood.delete', async () => {
    const db = getDb();
    const row = await logMood({ mood: 'okay' });
    await db.outbox.clear();

    expect(await deleteMoodEntry(row.id)).toBe(true);
    expect(await deleteMoodEntry(row.id)).toBe(false);

    expect(await db.moodEntries.count()).toBe(0);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.name, e.args])).toEqual([['mood.delete', { id: row.id }]]);
    expect(MUTATION_ARGS['mood.delete'].safeParse(entries[0]!.args).success).toBe(true);
  });
});
