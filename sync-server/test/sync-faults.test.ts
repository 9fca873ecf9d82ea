import { describe, expect, it } from 'vitest';
import { uuidv7, type OutboxMutation } from '@selah/shared';
import { createTestServer, expectError, signUp, startAnotherNode } from './helpers';
import { applyChanges, at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { rows, clock } = server;
const mutation = mutationFactory();
const member = await signUp(server);

/** A batch whose effects show if anything runs twice: deltas, a like count, creates. */
function batchOf20(): { batch: OutboxMutation[]; goalId: string; postId: string } {
  const goalId = uuidv7();
  const postId = uuidv7();
  const when = at(clock.now());
  const batch = [
    mutation('goal.create', { id: goalId, title: 'Pray', targetValue: 50, createdAt: when }),
    mutation('post.create', { id: postId, content: 'Hello', createdAt: when }),
    mutation('post.like', { id: postId }),
  ];
  for (let i = 0; i < 17; i += 1) {
    batch.push(
      i % 2 === 0
        ? mutation('goal.progress', { id: goalId, delta: 2 })
        : mutation('mood.create', { id: uuidv7(), mood: 'good', date: when }),
    );
  }
  return { batch, goalId, postId };
}

async function effects(goalId: string, postId: string) {
  return {
    goal: await rows('select current_value from goals where id = ?', goalId),
    likes: await rows('select likes from community_posts where id = ?', postId),
    moods: await rows('select count(*) as n from mood_entries where user_id = ?', member.user.id),
  };
}

/** Another process on the same database: a server before or after a restart. */
async function startServer() {
  const node = await startAnotherNode(server);
  return { ...syncClient(node), stop: node.stop };
}

/**
 * Makes the database refuse to insert one mood entry, as a fault would (a trigger: SQLite's
 * raise(abort), PostgreSQL's raise exception), until dropRefusal().
 */
async function refuseMoodEntry(id: string, message: string): Promise<void> {
  if (!/^[0-9a-f-]+$/.test(id)) throw new Error(`Not an id: ${id}`);
  if (server.engine === 'sqlite') {
    await rows(`
      create temp trigger refuse_mood before insert on mood_entries
      when new.id = '${id}'
      begin select raise(abort, '${message}'); end`);
    return;
  }
  await rows(`
    create function refuse_mood() returns trigger language plpgsql as $$
    begin
      if new.id = '${id}' then raise exception '${message}'; end if;
      return new;
    end $$`);
  await rows(`
    create trigger refuse_mood before insert on mood_entries
    for each row execute function refuse_mood()`);
}

/** An error and its causes (drizzle wraps the driver's error in a DrizzleQueryError), as text. */
function errorChain(error: unknown): string {
  const messages: string[] = [];
  for (let e = error; e !== undefined && e !== null; e = (e as { cause?: unknown }).cause) {
    messages.push(String(e));
  }
  return messages.join('\ncaused by ');
}

async function dropRefusal(): Promise<void> {
  if (server.engine === 'sqlite') {
    await rows('drop trigger refuse_mood');
    return;
  }
  await rows('drop trigger refuse_mood on mood_entries');
  await rows('drop function refuse_mood()');
}

describe('sync push under faults', () => {
  it('applies each effect exactly once when the server restarts mid-batch', async () => {
    const { batch, goalId, postId } = batchOf20();
    const before = await startServer();
    // The first half commits, then the server goes away before the client hears back.
    await before.pushOk(member.cookie, batch.slice(0, 10));
    await before.stop();

    const after = await startServer();
    const results = await after.pushOk(member.cookie, batch);
    await after.stop();
    expect(results.map((r) => r.status)).toEqual(Array<string>(20).fill('applied'));
    expect(await effects(goalId, postId)).toEqual({
      goal: [{ current_value: 18 }], // 9 deltas of +2
      likes: [{ likes: 1 }],
      moods: [{ n: 8 }],
    });
  });

  it('rolls back and does not record a mutation that fails unexpectedly, then applies it on retry', async () => {
    const { batch, goalId, postId } = batchOf20();
    const poisoned = batch[10]!;
    const moodsBefore = (await effects(goalId, postId)).moods[0] as { n: number };
    // A database fault on one insert: a trigger makes the database refuse that mood entry.
    const poisonedId = (poisoned.args as { id: string }).id;
    await refuseMoodEntry(poisonedId, 'disk on fire');
    const { push } = syncClient(server);
    expectError(await push(member.cookie, batch), 500, 'Something went wrong');
    expect(server.reportedErrors).toHaveLength(1);
    expect(errorChain(server.reportedErrors[0])).toMatch(/disk on fire/);
    server.reportedErrors.length = 0;
    // Everything before it stayed committed; it and everything after did not happen.
    expect(await effects(goalId, postId)).toEqual({
      goal: [{ current_value: 8 }], // 4 deltas of +2 before the fault
      likes: [{ likes: 1 }],
      moods: [{ n: moodsBefore.n + 3 }],
    });
    expect(
      await rows(
        'select mutation_id from processed_mutations where mutation_id = ?',
        poisoned.mutationId,
      ),
    ).toEqual([]);

    await dropRefusal();
    const results = await syncClient(server).pushOk(member.cookie, batch);
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    expect(await effects(goalId, postId)).toEqual({
      goal: [{ current_value: 18 }],
      likes: [{ likes: 1 }],
      moods: [{ n: moodsBefore.n + 8 }],
    });
  });

  it('lets the same batch arrive twice at once and still applies it once', async () => {
    const { batch, goalId, postId } = batchOf20();
    const { pushOk } = syncClient(server);
    const [first, second] = await Promise.all([
      pushOk(member.cookie, batch),
      pushOk(member.cookie, [...batch].reverse()),
    ]);
    expect(first).toEqual(second);
    expect((await effects(goalId, postId)).goal).toEqual([{ current_value: 18 }]);
    expect((await effects(goalId, postId)).likes).toEqual([{ likes: 1 }]);
  });

  it('converges under random duplicated, split and re-sent batches from two devices (seeded)', async () => {
    const seed = 20260304;
    let state = seed;
    // mulberry32: small, seeded, good enough to shuffle deliveries reproducibly.
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const other = await signUp(server);
    const when = at(clock.now());
    const goalId = uuidv7();
    const postId = uuidv7();
    await syncClient(server).pushOk(member.cookie, [
      mutation('goal.create', { id: goalId, title: 'Shared', targetValue: 1000, createdAt: when }),
      mutation('post.create', { id: postId, content: 'Fuzz', createdAt: when }),
    ]);

    // Each device queues 40 changes offline: progress, moods (some deleted again), likes.
    const expected = { progress: 0, moods: new Set<string>(), likers: new Set<string>() };
    const created = new Set<string>();
    const outboxes = [member, member, other].map((device) => {
      const queue: OutboxMutation[] = [];
      const made: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        const roll = random();
        if (roll < 0.4 && device === member) {
          const delta = 1 + Math.floor(random() * 3);
          expected.progress += delta;
          queue.push(mutation('goal.progress', { id: goalId, delta }));
        } else if (roll < 0.75 || made.length === 0) {
          const id = uuidv7();
          made.push(id);
          created.add(id);
          expected.moods.add(id);
          queue.push(mutation('mood.create', { id, mood: 'good', date: when }));
        } else if (roll < 0.9) {
          const id = pick(made);
          expected.moods.delete(id);
          queue.push(mutation('mood.delete', { id }));
        } else {
          expected.likers.add(device.user.id);
          queue.push(mutation('post.like', { id: postId }));
        }
      }
      return { device, queue, acked: 0 };
    });

    // Deliver: random batch sizes; a response is lost a third of the time (the batch is sent
    // again later, maybe merged into a bigger one); devices take turns at random.
    const { pushOk } = syncClient(server);
    while (outboxes.some((o) => o.acked < o.queue.length)) {
      const box = pick(outboxes.filter((o) => o.acked < o.queue.length));
      const size = 1 + Math.floor(random() * 25);
      const batch = box.queue.slice(box.acked, box.acked + size);
      const results = await pushOk(box.device.cookie, batch);
      // Nothing here is wrong, so nothing is refused: deleting twice settles as applied.
      expect(results).toEqual(batch.map((m) => ({ mutationId: m.mutationId, status: 'applied' })));
      if (random() > 1 / 3) box.acked += batch.length;
    }

    expect(await rows('select current_value from goals where id = ?', goalId)).toEqual([
      { current_value: expected.progress },
    ]);
    expect(await rows('select likes from community_posts where id = ?', postId)).toEqual([
      { likes: expected.likers.size },
    ]);
    const moodIds = (
      await rows<{ id: string }>(
        'select id from mood_entries where user_id in (?, ?)',
        member.user.id,
        other.user.id,
      )
    ).map((r) => r.id);
    expect(new Set(moodIds.filter((id) => created.has(id)))).toEqual(expected.moods);

    // A device pulling from scratch, in random page sizes, ends with what the server has.
    for (const device of [member, other]) {
      const { changes } = await syncClient(server).pullAll(
        device.cookie,
        '',
        10 + Math.floor(random() * 40),
      );
      const pulled = [...applyChanges(changes).values()];
      const rest = await server.call('GET', '/api/mood-entries', { cookie: device.cookie });
      expect(pulled.filter((row) => 'mood' in row)).toEqual(
        expect.arrayContaining(rest.body as unknown[]),
      );
      expect(pulled.filter((row) => 'mood' in row)).toHaveLength((rest.body as unknown[]).length);
    }
  });
});
