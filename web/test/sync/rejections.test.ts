/**
 * Changes the server rejects for good: they never block the queue, they are parked
 * with the reason, the local row is reverted, and the member can retry or discard them.
 */
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { enqueue } from '../../src/db/outbox';
import type { SelahDB } from '../../src/db/SelahDB';
import { writeWithOutbox } from '../../src/db/write';
import { countOutbox, listFailedMutations } from '../../src/sync/outbox-views';
import { serveDeviceTests, local, newMember } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started), { admin: true });

/** An inspiration item, as the admin's content manager writes it (members are refused). */
async function localContent(db: SelahDB): Promise<string> {
  const row = {
    id: uuidv7(),
    title: 'Be still',
    content: 'Be still, and know that I am God.',
    author: 'Psalm 46:10',
    category: 'devotion',
    imageUrl: null,
    createdAt: new Date().toISOString(),
  };
  await writeWithOutbox(db, [db.inspirationalContent], async () => {
    await db.inspirationalContent.add(row);
    await enqueue(db, { name: 'content.create', args: { ...row, category: 'devotion' } });
  });
  return row.id;
}

const count = async (query: string, ...params: unknown[]) =>
  (await server.rows<{ n: number }>(query, ...params))[0]!.n;

describe('rejected changes', () => {
  it('parks one rejected change in a queue of 50, reverts it, and retries it after a fix', async () => {
    const { account, device } = await newMember(server);
    for (let i = 0; i < 24; i += 1) await local.mood(device.db);
    const contentId = await localContent(device.db);
    for (let i = 0; i < 25; i += 1) await local.journal(device.db, `Entry ${i}`);

    await device.sync();
    expect(device.engine.getStatus()).toMatchObject({ problem: null });
    expect(
      await count('select count(*) as n from mood_entries where user_id = ?', account.id),
    ).toBe(24);
    expect(
      await count('select count(*) as n from journal_entries where user_id = ?', account.id),
    ).toBe(25);
    expect(
      await count('select count(*) as n from inspirational_content where id = ?', contentId),
    ).toBe(0);

    expect(await countOutbox(device.db)).toEqual({ pending: 0, failed: 1 });
    const [failed] = await listFailedMutations(device.db);
    expect(failed).toMatchObject({
      name: 'content.create',
      lastError: 'Only admins can do that',
      args: { id: contentId, title: 'Be still' },
    });
    // The rejected create's row is gone locally; the server never had it.
    expect(await device.db.inspirationalContent.get(contentId)).toBeUndefined();

    // Made an admin: the same change now goes through, as a new mutation.
    await server.rows('update users set is_admin = true where id = ? returning id', account.id);
    // Held on the device while it is looked at: the retry's own sync would send it at once.
    device.net.online = false;
    expect(await device.engine.retryFailed(failed!.mutationId)).toBe(true);
    expect(await device.db.inspirationalContent.get(contentId)).toMatchObject({
      title: 'Be still',
    });
    const [requeued] = await device.db.outbox.toArray();
    // A new mutation with a clean slate (its one attempt so far is the offline one just made).
    expect(requeued).toMatchObject({ name: 'content.create', lastError: null });
    expect(requeued!.mutationId).not.toBe(failed!.mutationId);

    device.net.online = true;
    await device.sync();
    await device.settle();
    expect(await device.db.outbox.count()).toBe(0);
    expect(
      await count('select count(*) as n from inspirational_content where id = ?', contentId),
    ).toBe(1);
    expect(await device.db.inspirationalContent.get(contentId)).toMatchObject({
      title: 'Be still',
    });
  });

  it('brings the server copy back for a rejected edit, and discarding keeps it', async () => {
    const { device } = await newMember(server);
    const entryId = await local.journal(device.db, 'Morning', 'Quiet time');
    const goalId = await local.goal(device.db, 'Walk', 5);
    await device.sync();

    // An edit the server refuses (blank title), between two good changes.
    await local.progress(device.db, goalId);
    await local.editJournal(device.db, entryId, { title: '   ' });
    await local.progress(device.db, goalId);
    // Shown at once, as the shared effect stores it (trimmed).
    expect(await device.db.journalEntries.get(entryId)).toMatchObject({ title: '' });

    await device.sync();
    const [failed] = await listFailedMutations(device.db);
    expect(failed).toMatchObject({ name: 'journal.update', lastError: 'Title is required' });
    // Reverted to the server's copy in the same sync; the good changes went through.
    expect(await device.db.journalEntries.get(entryId)).toMatchObject({ title: 'Morning' });
    expect(await device.db.goals.get(goalId)).toMatchObject({ currentValue: 2 });
    expect(await server.rows('select current_value as v from goals where id = ?', goalId)).toEqual([
      { v: 2 },
    ]);

    expect(await device.engine.discardFailed(failed!.mutationId)).toBe(true);
    await device.settle();
    expect(await countOutbox(device.db)).toEqual({ pending: 0, failed: 0 });
    expect(await device.db.journalEntries.get(entryId)).toMatchObject({ title: 'Morning' });
    expect(await device.db.goals.get(goalId)).toMatchObject({ currentValue: 2 });
    expect(await device.engine.discardFailed(failed!.mutationId)).toBe(false);
  });

  it('discards a rejected create and the changes that depended on it', async () => {
    const { account, device } = await newMember(server);
    const goalId = await local.goal(device.db, 'Fast', 3);
    // Make the create invalid as an older app version might have: a target of 0.
    await device.db.transaction('rw', device.db.outbox, async () => {
      await device.db.outbox
        .where('name')
        .equals('goal.create')
        .modify((entry) => {
          if (entry.name === 'goal.create') entry.args.targetValue = 0;
        });
    });
    await local.progress(device.db, goalId);
    await local.mood(device.db);

    await device.sync();
    const failed = await listFailedMutations(device.db);
    expect(failed.map((f) => [f.name, f.lastError])).toEqual([
      ['goal.create', 'Target value must be at least 1'],
      ['goal.progress', 'Goal not found'],
    ]);
    expect(await device.db.goals.get(goalId)).toBeUndefined();
    expect(
      await count('select count(*) as n from mood_entries where user_id = ?', account.id),
    ).toBe(1);

    for (const { mutationId } of failed) await device.engine.discardFailed(mutationId);
    await device.settle();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.goals.get(goalId)).toBeUndefined();
    expect(await count('select count(*) as n from goals where user_id = ?', account.id)).toBe(0);
  });

  it('isolates a malformed entry the server refuses as a whole request, and parks it', async () => {
    const { account, device } = await newMember(server);
    const moods: string[] = [];
    for (let i = 0; i < 10; i += 1) moods.push(await local.mood(device.db));
    // An entry corrupted on disk: its createdAt is not a timestamp, so the whole request is a 400.
    const [, , , , , , bad] = await device.db.outbox.orderBy('seq').toArray();
    await device.db.outbox.update(bad!.seq, { createdAt: 'yesterday' });

    await device.sync();
    expect(
      await count('select count(*) as n from mood_entries where user_id = ?', account.id),
    ).toBe(9);
    const failed = await listFailedMutations(device.db);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ mutationId: bad!.mutationId });
    expect(failed[0]!.lastError).not.toBe('');
    expect(await device.db.moodEntries.get(moods[6]!)).toBeUndefined();
    // Halving finds it in a handful of requests, not one per entry.
    expect(device.net.requests('/api/sync/push').length).toBeLessThanOrEqual(8);
  });
});
