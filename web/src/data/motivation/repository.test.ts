import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type DailyMotivation, type MoodEntry } from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import { generateDailyMotivation, markMotivationRead } from './repository';

const DAY = 24 * 60 * 60 * 1000;

describe('generateDailyMotivation', () => {
  it('stores an unread message and one motivation.create entry with message and type', async () => {
    const db = activateAccount('member-1');
    const row = await generateDailyMotivation();

    expect(await db.motivations.get(row.id)).toEqual({ ...row, isRead: false, userId: 'member-1' });
    expect(row.message.length).toBeGreaterThan(0);
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(entry!.name).toBe('motivation.create');
    expect(entry!.args).toEqual({
      id: row.id,
      createdAt: row.createdAt,
      message: row.message,
      type: row.type,
    });
    expect(MUTATION_ARGS['motivation.create'].safeParse(entry!.args).success).toBe(true);
  });

  it('celebrates a local mood streak of 3 days first', async () => {
    const db = getDb();
    const now = new Date();
    const moods: MoodEntry[] = [0, 1, 2].map((days) => ({
      id: uuidv7(),
      userId: 'guest',
      mood: 'good',
      notes: null,
      date: new Date(now.getTime() - days * DAY).toISOString(),
    }));
    await db.moodEntries.bulkAdd(moods);

    const row = await generateDailyMotivation(now);

    expect(row.type).toBe('streak_celebration');
    expect(row.message).toContain('3 days');
  });

  it('does not repeat a message already generated today', async () => {
    const now = new Date();
    const first = await generateDailyMotivation(now);
    const second = await generateDailyMotivation(new Date(now.getTime() + 1000));
    expect(second.message).not.toBe(first.message);
  });
});

describe('markMotivationRead', () => {
  it('marks it read once and queues one motivation.read', async () => {
    const db = getDb();
    const motivation: DailyMotivation = {
      id: uuidv7(),
      userId: 'guest',
      message: 'Be still.',
      type: 'affirmation',
      isRead: false,
      createdAt: new Date().toISOString(),
    };
    await db.motivations.add(motivation);

    expect(await markMotivationRead(motivation.id)).toBe(true);
    expect(await markMotivationRead(motivation.id)).toBe(false);

    expect((await db.motivations.get(motivation.id))!.isRead).toBe(true);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.name, e.args])).toEqual([
      ['motivation.read', { id: motivation.id }],
    ]);
  });
});
