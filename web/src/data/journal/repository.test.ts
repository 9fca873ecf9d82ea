import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS } from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import { createJournalEntry, deleteJournalEntry, updateJournalEntry } from './repository';

describe('journal repository', () => {
  it('writes the entry and a journal.create outbox entry whose args parse', async () => {
    activateAccount('member-1');
    const entry = await createJournalEntry({ title: '  Morning ', content: 'Thankful today.' });

    const db = getDb();
    expect(await db.journalEntries.get(entry.id)).toEqual({
      id: entry.id,
      userId: 'member-1',
      title: 'Morning',
      content: 'Thankful today.',
      category: 'reflection',
      createdAt: entry.createdAt,
    });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'journal.create', userId: 'member-1' });
    expect(MUTATION_ARGS['journal.create'].parse(outbox[0]!.args)).toEqual({
      id: entry.id,
      title: 'Morning',
      content: 'Thankful today.',
      category: 'reflection',
      createdAt: entry.createdAt,
    });
  });

  it('writes guest rows with the guest userId', async () => {
    const entry = await createJournalEntry({ title: 'T', content: 'C', category: 'dreams' });
    expect(entry.userId).toBe('guest');
    expect((await getDb().outbox.toArray())[0]!.userId).toBeNull();
  });

  it('rejects a missing title or blank content and writes nothing', async () => {
    await expect(createJournalEntry({ title: ' ', content: 'x' })).rejects.toThrow(
      'Title is required',
    );
    await expect(createJournalEntry({ title: 'x', content: '   ' })).rejects.toThrow(
      'Content is required',
    );
    expect(await getDb().journalEntries.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('updates only the given fields and queues journal.update', async () => {
    const entry = await createJournalEntry({ title: 'Old', content: 'Body', category: 'goals' });
    const updated = await updateJournalEntry(entry.id, { title: 'New' });
    expect(updated).toMatchObject({ title: 'New', content: 'Body', category: 'goals' });

    const last = (await getDb().outbox.orderBy('seq').last())!;
    expect(last.name).toBe('journal.update');
    expect(MUTATION_ARGS['journal.update'].parse(last.args)).toEqual({
      id: entry.id,
      changes: { title: 'New' },
    });
  });

  it('deletes the row and queues journal.delete once', async () => {
    const entry = await createJournalEntry({ title: 'T', content: 'C' });
    await deleteJournalEntry(entry.id);
    await deleteJournalEntry(entry.id);
    const db = getDb();
    expect(await db.journalEntries.count()).toBe(0);
    const names = (await db.outbox.orderBy('seq').toArray()).map((e) => e.name);
    expect(names).toEqual(['journal.create', 'journal.delete']);
  });
});
