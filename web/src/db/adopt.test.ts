import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type Goal, type JournalEntry, type MoodEntry } from '@selah/shared';
import { activateAccount, getDbFor } from './active-db';
import { adoptGuestData } from './adopt';
import { hasPersonalData } from './personal-tables';
import { enqueue } from './outbox';
import { GUEST_USER_ID, type SelahDB } from './SelahDB';
import { writeWithOutbox } from './write';

const MEMBER = 'member-7';
const NOW = '2026-02-02T08:00:00.000Z';

async function guestLogsMood(guest: SelahDB): Promise<MoodEntry> {
  const row: MoodEntry = {
    id: uuidv7(),
    userId: GUEST_USER_ID,
    mood: 'good',
    notes: null,
    date: NOW,
  };
  await writeWithOutbox(guest, [guest.moodEntries], async () => {
    await guest.moodEntries.add(row);
    await enqueue(guest, { name: 'mood.create', args: { id: row.id, mood: 'good', date: NOW } });
  });
  return row;
}

async function guestCreatesGoal(guest: SelahDB): Promise<Goal> {
  const row: Goal = {
    id: uuidv7(),
    userId: GUEST_USER_ID,
    title: 'Pray each morning',
    description: null,
    targetValue: 7,
    currentValue: 1,
    category: 'mindfulness',
    isActive: true,
    createdAt: NOW,
  };
  await writeWithOutbox(guest, [guest.goals], async () => {
    await guest.goals.add(row);
    await enqueue(guest, {
      name: 'goal.create',
      args: {
        id: row.id,
        title: row.title,
        description: null,
        targetValue: 7,
        category: 'mindfulness',
        createdAt: NOW,
      },
    });
    await enqueue(guest, { name: 'goal.progress', args: { id: row.id, delta: 1 } });
  });
  return row;
}

describe('adoptGuestData', () => {
  it('moves the guest’s rows and queued changes into the member’s database, then clears the guest', async () => {
    const guest = activateAccount(null);
    const mood = await guestLogsMood(guest);
    const goal = await guestCreatesGoal(guest);
    const journal: JournalEntry = {
      id: uuidv7(),
      userId: GUEST_USER_ID,
      title: 'Morning prayer',
      content: 'Thankful',
      category: 'gratitude',
      createdAt: NOW,
    };
    await guest.journalEntries.add(journal); // a row without a queued change is adopted too
    const guestEntries = await guest.outbox.orderBy('seq').toArray();

    // The member already has a change of their own waiting: the guest's go after it.
    const member = getDbFor(MEMBER);
    await writeWithOutbox(member, [member.goals], () =>
      enqueue(member, { name: 'goal.delete', args: { id: uuidv7() } }),
    );

    expect(await adoptGuestData(MEMBER)).toEqual({ rows: 3, changes: 3 });

    expect(await member.moodEntries.get(mood.id)).toEqual({ ...mood, userId: MEMBER });
    expect(await member.goals.get(goal.id)).toEqual({ ...goal, userId: MEMBER });
    expect(await member.journalEntries.get(journal.id)).toEqual({ ...journal, userId: MEMBER });

    const outbox = await member.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => entry.name)).toEqual([
      'goal.delete',
      'mood.create',
      'goal.create',
      'goal.progress',
    ]);
    const moved = outbox.slice(1);
    moved.forEach((entry, index) => {
      const original = guestEntries[index]!;
      expect(entry.userId).toBe(MEMBER);
      expect(entry.mutationId).toBe(original.mutationId);
      expect(entry.args).toEqual(original.args);
      expect(MUTATION_ARGS[entry.name].safeParse(entry.args).success).toBe(true);
    });

    expect(await hasPersonalData(guest)).toBe(false);
    expect(await guest.outbox.count()).toBe(0);
  });

  it('does nothing when the guest has nothing', async () => {
    const member = getDbFor(MEMBER);
    expect(await adoptGuestData(MEMBER)).toEqual({ rows: 0, changes: 0 });
    expect(await member.outbox.count()).toBe(0);
    expect(await hasPersonalData(member)).toBe(false);
  });

  it('leaves shared server data (feed, content) in the guest database', async () => {
    const guest = activateAccount(null);
    await guest.counselingTips.add({
      id: uuidv7(),
      title: 'Rest',
      content: 'Breathe slowly.',
      category: 'anxiety',
      isActive: true,
      createdAt: NOW,
    });
    await guestLogsMood(guest);

    await adoptGuestData(MEMBER);
    expect(await guest.counselingTips.count()).toBe(1);
    expect(await getDbFor(MEMBER).counselingTips.count()).toBe(0);
  });

  it('is safe to run again after being interrupted before the guest was cleared', async () => {
    const guest = activateAccount(null);
    await guestCreatesGoal(guest);
    const member = getDbFor(MEMBER);
    await adoptGuestData(MEMBER);

    // Simulate the interruption: the guest still holds what was already copied.
    const copied = await member.outbox.toArray();
    const copiedGoals = await member.goals.toArray();
    await guest.transaction('rw', [guest.goals, guest.outbox], async () => {
      await guest.goals.bulkPut(copiedGoals.map((row) => ({ ...row, userId: GUEST_USER_ID })));
      await guest.outbox.bulkAdd(
        copied.map(({ seq: _seq, ...entry }) => ({ ...entry, userId: null })) as never,
      );
    });

    expect(await adoptGuestData(MEMBER)).toEqual({ rows: 1, changes: 0 });
    expect(await member.outbox.count()).toBe(2);
    expect(await member.goals.count()).toBe(1);
    expect(await guest.outbox.count()).toBe(0);
  });
});
