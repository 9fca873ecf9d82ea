import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  communityPostSchema,
  goalSchema,
  inspirationalContentSchema,
  journalEntrySchema,
  meditationSessionSchema,
  moodEntrySchema,
  dailyMotivationSchema,
  privateSessionSchema,
  PUSH_BATCH_MAX,
  SYNC_PROTOCOL_VERSION,
  UNSUPPORTED_PROTOCOL_MESSAGE,
  uuidv7,
  type MutationResult,
} from '@selah/shared';
import { createTestServer, expectError, expectJson, HOUR, signUp } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { call, rows, clock } = server;
const { push, pushOk } = syncClient(server);
const mutation = mutationFactory();

// The first account on a fresh install is the admin; the others are ordinary members.
const admin = await signUp(server, { name: 'Ada Admin' });
const alice = await signUp(server, { name: 'Alice' });
const bob = await signUp(server, { name: 'Bob' });

const applied = (results: MutationResult[]) => results.filter((r) => r.status === 'applied');
const getJson = async <S extends z.ZodType>(path: string, cookie: string, schema: S) =>
  expectJson(await call('GET', path, { cookie }), 200, schema);

async function goalValue(id: string): Promise<number | undefined> {
  return (
    await rows<{ current_value: number }>('select current_value from goals where id = ?', id)
  )[0]?.current_value;
}

async function counter(): Promise<number> {
  // Every space's counter together: a version taken anywhere moves it.
  const sum = 'select coalesce(sum(value), 0) as value from space_versions';
  return Number((await rows<{ value: number }>(sum))[0]!.value);
}

/** Every row count the server keeps: a replay must leave all of them as they were. */
async function tableCounts() {
  const tables = [
    'mood_entries',
    'goals',
    'journal_entries',
    'community_posts',
    'post_likes',
    'meditation_sessions',
    'private_sessions',
    'daily_motivation',
    'inspirational_content',
    'tombstones',
    'processed_mutations',
  ];
  const counts: Record<string, number> = {};
  for (const t of tables) {
    counts[t] = (await rows<{ n: number }>(`select count(*) as n from ${t}`))[0]!.n;
  }
  return counts;
}

describe('POST /api/sync/push', () => {
  it('applies every kind of mutation in seq order, visible through the REST GETs', async () => {
    const when = at(clock.now());
    const goalId = uuidv7();
    const entryId = uuidv7();
    const sessionId = uuidv7();
    const motivationId = uuidv7();
    const postId = uuidv7();
    const moodId = uuidv7();
    const meditationId = uuidv7();
    const batch = [
      mutation('goal.create', { id: goalId, title: 'Pray', targetValue: 5, createdAt: when }),
      mutation('goal.progress', { id: goalId, delta: 1 }),
      mutation('goal.update', { id: goalId, changes: { title: 'Pray daily' } }),
      mutation('mood.create', { id: moodId, mood: 'good', notes: 'Calm', date: when }),
      mutation('journal.create', {
        id: entryId,
        title: 'Day one',
        content: 'Grateful',
        category: 'gratitude',
        createdAt: when,
      }),
      mutation('journal.update', { id: entryId, changes: { content: 'Very grateful' } }),
      mutation('meditation.create', {
        id: meditationId,
        duration: 10,
        sessionType: 'breathing',
        completedAt: when,
      }),
      mutation('privateSession.create', {
        id: sessionId,
        title: 'Check-in',
        sessionType: 'counseling',
        createdAt: when,
      }),
      mutation('privateSession.complete', { id: sessionId, completedAt: when }),
      mutation('motivation.create', {
        id: motivationId,
        message: 'Keep going',
        type: 'custom',
        createdAt: when,
      }),
      mutation('motivation.read', { id: motivationId }),
      mutation('post.create', { id: postId, content: 'Hello all', createdAt: when }),
      mutation('post.like', { id: postId }),
    ];
    // Sent back to front: the server must follow seq, or the progress and edits would find no goal.
    const results = await pushOk(alice.cookie, [...batch].reverse());
    expect(results).toEqual(batch.map((m) => ({ mutationId: m.mutationId, status: 'applied' })));

    const [goal] = await getJson('/api/goals', alice.cookie, z.array(goalSchema));
    expect(goal).toMatchObject({
      id: goalId,
      title: 'Pray daily',
      currentValue: 1,
      targetValue: 5,
    });
    const moods = await getJson('/api/mood-entries', alice.cookie, z.array(moodEntrySchema));
    expect(moods).toEqual([
      {
        id: moodId,
        userId: alice.user.id,
        mood: 'good',
        notes: 'Calm',
        date: when,
        activities: null,
      },
    ]);
    const journal = await getJson(
      '/api/journal-entries',
      alice.cookie,
      z.array(journalEntrySchema),
    );
    expect(journal).toMatchObject([{ id: entryId, content: 'Very grateful', createdAt: when }]);
    const sessions = await getJson(
      '/api/meditation-sessions',
      alice.cookie,
      z.array(meditationSessionSchema),
    );
    expect(sessions).toMatchObject([{ id: meditationId, duration: 10, completedAt: when }]);
    const privateSessions = await getJson(
      '/api/private-sessions',
      alice.cookie,
      z.array(privateSessionSchema),
    );
    expect(privateSessions).toMatchObject([{ id: sessionId, completedAt: when }]);
    const motivations = await getJson(
      '/api/daily-motivation',
      alice.cookie,
      z.array(dailyMotivationSchema),
    );
    expect(motivations).toEqual([
      {
        id: motivationId,
        userId: alice.user.id,
        message: 'Keep going',
        type: 'custom',
        isRead: true,
        createdAt: when,
      },
    ]);
    const posts = await getJson('/api/community-posts', alice.cookie, z.array(communityPostSchema));
    expect(posts.find((p) => p.id === postId)).toMatchObject({
      content: 'Hello all',
      likes: 1,
      likedByMe: true,
      author: { name: 'Alice' },
    });
  });

  it('answers a replayed batch with the recorded results and changes nothing', async () => {
    const goalId = uuidv7();
    const postId = uuidv7();
    const batch = [
      mutation('goal.create', {
        id: goalId,
        title: 'Run',
        targetValue: 3,
        createdAt: at(clock.now()),
      }),
      mutation('goal.progress', { id: goalId, delta: 2 }),
      mutation('goal.progress', { id: goalId, delta: 1 }),
      mutation('mood.create', { id: uuidv7(), mood: 'okay', date: at(clock.now()) }),
      mutation('post.create', { id: postId, content: 'Hi', createdAt: at(clock.now()) }),
      mutation('post.like', { id: postId }),
      mutation('goal.update', { id: goalId, changes: { targetValue: 0 } }), // rejected: invalid
      mutation('mood.delete', { id: uuidv7() }), // rejected: unknown row
    ];
    const first = await pushOk(alice.cookie, batch);
    expect(first.map((r) => r.status)).toEqual([
      ...Array<string>(6).fill('applied'),
      'rejected',
      'rejected',
    ]);
    const counts = await tableCounts();
    const version = await counter();
    const goalsBefore = await getJson('/api/goals', alice.cookie, z.array(goalSchema));

    const again = await pushOk(alice.cookie, batch);
    expect(again).toEqual(first);
    expect(await tableCounts()).toEqual(counts);
    expect(await counter()).toBe(version); // not even a version was taken
    expect(await goalValue(goalId)).toBe(3);
    expect(await getJson('/api/goals', alice.cookie, z.array(goalSchema))).toEqual(goalsBefore);
  });

  it('records a rejected mutation in the middle of a batch of 50 and applies the other 49', async () => {
    const member = await signUp(server);
    const batch = Array.from({ length: 50 }, (_, i) =>
      i === 24
        ? mutation('goal.create', {
            id: uuidv7(),
            title: 'Impossible',
            targetValue: 0,
            createdAt: at(clock.now()),
          })
        : mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) }),
    );
    const results = await pushOk(member.cookie, batch);
    expect(results).toHaveLength(50);
    expect(applied(results)).toHaveLength(49);
    const rejection = {
      mutationId: batch[24]!.mutationId,
      status: 'rejected',
      code: 400,
      error: 'Target value must be at least 1',
      field: 'targetValue',
    };
    expect(results[24]).toEqual(rejection);
    expect(
      await rows('select count(*) as n from mood_entries where user_id = ?', member.user.id),
    ).toEqual([{ n: 49 }]);
    expect(await rows('select count(*) as n from goals where user_id = ?', member.user.id)).toEqual(
      [{ n: 0 }],
    );
    // The rejection was recorded: sending it again (alone) gets the same answer.
    expect(await pushOk(member.cookie, [batch[24]!])).toEqual([rejection]);
    expect(
      await rows('select count(*) as n from processed_mutations where user_id = ?', member.user.id),
    ).toEqual([{ n: 50 }]);
  });

  it("keeps each member's mutation ids apart", async () => {
    const mutationId = uuidv7();
    const aliceMood = uuidv7();
    const bobMood = uuidv7();
    const base = { seq: 1, name: 'mood.create', createdAt: at(clock.now()) };
    const a = await pushOk(alice.cookie, [
      { ...base, mutationId, args: { id: aliceMood, mood: 'good', date: at(clock.now()) } },
    ]);
    const b = await pushOk(bob.cookie, [
      { ...base, mutationId, args: { id: bobMood, mood: 'down', date: at(clock.now()) } },
    ]);
    expect(a).toEqual([{ mutationId, status: 'applied' }]);
    expect(b).toEqual([{ mutationId, status: 'applied' }]);
    expect(
      await rows(
        'select user_id, mood from mood_entries where id in (?, ?) order by mood',
        aliceMood,
        bobMood,
      ),
    ).toEqual([
      { user_id: bob.user.id, mood: 'down' },
      { user_id: alice.user.id, mood: 'good' },
    ]);
  });

  it("rejects with 404 every change to another member's rows and leaves them alone", async () => {
    const when = at(clock.now());
    const ids = {
      goal: uuidv7(),
      mood: uuidv7(),
      journal: uuidv7(),
      session: uuidv7(),
      motivation: uuidv7(),
    };
    await pushOk(alice.cookie, [
      mutation('goal.create', { id: ids.goal, title: 'Mine', targetValue: 5, createdAt: when }),
      mutation('mood.create', { id: ids.mood, mood: 'good', date: when }),
      mutation('journal.create', {
        id: ids.journal,
        title: 'Private',
        content: 'Secret',
        category: 'reflection',
        createdAt: when,
      }),
      mutation('privateSession.create', {
        id: ids.session,
        title: 'Mine',
        sessionType: 'therapy',
        createdAt: when,
      }),
      mutation('motivation.create', {
        id: ids.motivation,
        message: 'For Alice',
        type: 'affirmation',
        createdAt: when,
      }),
    ]);
    const before = await tableCounts();
    const attempts = [
      mutation('goal.progress', { id: ids.goal, delta: 3 }),
      mutation('goal.update', { id: ids.goal, changes: { title: 'Taken' } }),
      mutation('goal.delete', { id: ids.goal }),
      mutation('mood.delete', { id: ids.mood }),
      mutation('journal.update', { id: ids.journal, changes: { content: 'Changed' } }),
      mutation('journal.delete', { id: ids.journal }),
      mutation('privateSession.complete', { id: ids.session, completedAt: when }),
      mutation('privateSession.delete', { id: ids.session }),
      mutation('motivation.read', { id: ids.motivation }),
    ];
    const results = await pushOk(bob.cookie, attempts);
    expect(results.map((r) => (r.status === 'rejected' ? [r.code, r.error] : r.status))).toEqual([
      [404, 'Goal not found'],
      [404, 'Goal not found'],
      [404, 'Goal not found'],
      [404, 'Mood entry not found'],
      [404, 'Journal entry not found'],
      [404, 'Journal entry not found'],
      [404, 'Session not found'],
      [404, 'Session not found'],
      [404, 'Message not found'],
    ]);
    // Taking over an id someone else made is a conflict, as over REST.
    const [takeover] = await pushOk(bob.cookie, [
      mutation('mood.create', { id: ids.mood, mood: 'down', date: when }),
    ]);
    expect(takeover).toMatchObject({ status: 'rejected', code: 409, field: 'id' });

    expect({ ...(await tableCounts()), processed_mutations: 0 }).toEqual({
      ...before,
      processed_mutations: 0,
    });
    expect(await rows('select title, current_value from goals where id = ?', ids.goal)).toEqual([
      { title: 'Mine', current_value: 0 },
    ]);
    expect(await rows('select content from journal_entries where id = ?', ids.journal)).toEqual([
      { content: 'Secret' },
    ]);
    expect(
      await rows('select completed_at from private_sessions where id = ?', ids.session),
    ).toEqual([{ completed_at: null }]);
    const motivation = await rows<{ is_read: unknown }>(
      'select is_read from daily_motivation where id = ?',
      ids.motivation,
    );
    // SQLite stores booleans as 0/1, PostgreSQL as booleans.
    expect(motivation.map((row) => Boolean(row.is_read))).toEqual([false]);
  });

  it('sums goal progress deltas from two devices and clamps at 0', async () => {
    const goalId = uuidv7();
    await pushOk(alice.cookie, [
      mutation('goal.create', {
        id: goalId,
        title: 'Walk',
        targetValue: 10,
        createdAt: at(clock.now()),
      }),
    ]);
    // Two devices, each +1 three times offline, flushing in interleaved batches.
    const phone = [1, 2, 3].map(() => mutation('goal.progress', { id: goalId, delta: 1 }));
    const laptop = [1, 2, 3].map(() => mutation('goal.progress', { id: goalId, delta: 1 }));
    await pushOk(alice.cookie, phone.slice(0, 2));
    await pushOk(alice.cookie, laptop);
    await pushOk(alice.cookie, phone); // the first two again: a lost response, retried
    expect(await goalValue(goalId)).toBe(6);

    const down = await pushOk(alice.cookie, [
      mutation('goal.progress', { id: goalId, delta: -4 }),
      mutation('goal.progress', { id: goalId, delta: -4 }),
      mutation('goal.progress', { id: goalId, delta: -1 }),
    ]);
    expect(applied(down)).toHaveLength(3);
    expect(await goalValue(goalId)).toBe(0);
    const [goal] = (await getJson('/api/goals', alice.cookie, z.array(goalSchema))).filter(
      (g) => g.id === goalId,
    );
    expect(goal?.currentValue).toBe(0);
  });

  it('counts a like once per member, however often it is pushed', async () => {
    const postId = uuidv7();
    await pushOk(alice.cookie, [
      mutation('post.create', { id: postId, content: 'Pray for me', createdAt: at(clock.now()) }),
    ]);
    const aliceLike = mutation('post.like', { id: postId });
    await pushOk(alice.cookie, [aliceLike, mutation('post.like', { id: postId })]);
    await pushOk(alice.cookie, [aliceLike]); // replay
    await pushOk(bob.cookie, [mutation('post.like', { id: postId })]);
    await pushOk(bob.cookie, [mutation('post.like', { id: postId })]); // a second device of Bob's

    const post = (
      await getJson('/api/community-posts', admin.cookie, z.array(communityPostSchema))
    ).find((p) => p.id === postId);
    expect(post).toMatchObject({ likes: 2, likedByMe: false });
    expect(await rows('select count(*) as n from post_likes where post_id = ?', postId)).toEqual([
      { n: 2 },
    ]);
    const [unknown] = await pushOk(bob.cookie, [mutation('post.like', { id: uuidv7() })]);
    expect(unknown).toMatchObject({ status: 'rejected', code: 404, error: 'Post not found' });
  });

  it('settles a delete of a row already deleted as applied, and an unknown one as 404', async () => {
    const moodId = uuidv7();
    const goalId = uuidv7();
    const when = at(clock.now());
    await pushOk(alice.cookie, [
      mutation('mood.create', { id: moodId, mood: 'good', date: when }),
      mutation('goal.create', { id: goalId, title: 'Read', targetValue: 2, createdAt: when }),
    ]);
    // One device deletes; another, offline, deletes too and edits the goal it still shows.
    await pushOk(alice.cookie, [
      mutation('mood.delete', { id: moodId }),
      mutation('goal.delete', { id: goalId }),
    ]);
    const other = [
      mutation('mood.delete', { id: moodId }),
      mutation('goal.progress', { id: goalId, delta: 1 }),
      mutation('goal.update', { id: goalId, changes: { title: 'Read more' } }),
      mutation('goal.delete', { id: goalId }),
      // A late copy of the create must not bring the deleted row back.
      mutation('mood.create', { id: moodId, mood: 'good', date: when }),
    ];
    const settled = await pushOk(alice.cookie, other);
    expect(settled.every((r) => r.status === 'applied')).toBe(true);
    expect(await rows('select id from mood_entries where id = ?', moodId)).toEqual([]);
    expect(await rows('select id from goals where id = ?', goalId)).toEqual([]);
    expect(
      await rows('select count(*) as n from tombstones where row_id in (?, ?)', moodId, goalId),
    ).toEqual([{ n: 2 }]);
    // Someone else's tombstone is no excuse: Bob never had these rows.
    const bobs = await pushOk(bob.cookie, [mutation('mood.delete', { id: moodId })]);
    expect(bobs).toMatchObject([{ status: 'rejected', code: 404, error: 'Mood entry not found' }]);
    const unknown = await pushOk(alice.cookie, [mutation('journal.delete', { id: uuidv7() })]);
    expect(unknown).toMatchObject([
      { status: 'rejected', code: 404, error: 'Journal entry not found' },
    ]);
  });

  it('lets only admins add content', async () => {
    const content = {
      title: 'Be still',
      content: 'Psalm 46:10',
      category: 'devotion' as const,
      createdAt: at(clock.now()),
    };
    const denied = mutation('content.create', { id: uuidv7(), ...content });
    expect(await pushOk(alice.cookie, [denied])).toEqual([
      {
        mutationId: denied.mutationId,
        status: 'rejected',
        code: 403,
        error: 'Only admins can do that',
      },
    ]);
    const id = uuidv7();
    expect(
      applied(await pushOk(admin.cookie, [mutation('content.create', { id, ...content })])),
    ).toHaveLength(1);
    const listed = await getJson(
      '/api/inspirational-content',
      alice.cookie,
      z.array(inspirationalContentSchema),
    );
    expect(listed.map((c) => c.id)).toEqual([id]);
  });

  it('rejects times more than 24 hours ahead, as REST does', async () => {
    const tooLate = mutation('mood.create', {
      id: uuidv7(),
      mood: 'good',
      date: at(new Date(clock.now().getTime() + 25 * HOUR)),
    });
    const fine = mutation('mood.create', {
      id: uuidv7(),
      mood: 'good',
      date: at(new Date(clock.now().getTime() + 23 * HOUR)),
    });
    const lateJournal = mutation('journal.create', {
      id: uuidv7(),
      title: 'T',
      content: 'C',
      category: 'reflection',
      createdAt: at(new Date(clock.now().getTime() + 48 * HOUR)),
    });
    const results = await pushOk(alice.cookie, [tooLate, fine, lateJournal]);
    expect(results).toEqual([
      {
        mutationId: tooLate.mutationId,
        status: 'rejected',
        code: 400,
        error: 'That time is more than 24 hours in the future',
        field: 'date',
      },
      { mutationId: fine.mutationId, status: 'applied' },
      {
        mutationId: lateJournal.mutationId,
        status: 'rejected',
        code: 400,
        error: 'That time is more than 24 hours in the future',
        field: 'createdAt',
      },
    ]);
  });

  it('rejects bad args and unknown mutation names one by one, and the batch goes on', async () => {
    const unknown = {
      ...mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) }),
      name: 'mood.teleport',
    };
    const noId = {
      ...mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) }),
      args: { mood: 'good', date: at(clock.now()) },
    };
    const badMood = {
      ...mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) }),
      args: { id: uuidv7(), mood: 'ecstatic', date: at(clock.now()) },
    };
    // Made last, so it is applied last: results follow seq.
    const good = mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) });
    const results = await pushOk(alice.cookie, [unknown, noId, badMood, good]);
    expect(results).toEqual([
      {
        mutationId: unknown.mutationId,
        status: 'rejected',
        code: 400,
        error: 'Unknown mutation',
        field: 'name',
      },
      {
        mutationId: noId.mutationId,
        status: 'rejected',
        code: 400,
        error: 'Invalid id',
        field: 'id',
      },
      {
        mutationId: badMood.mutationId,
        status: 'rejected',
        code: 400,
        error: 'Please choose a mood',
        field: 'mood',
      },
      { mutationId: good.mutationId, status: 'applied' },
    ]);
  });

  it('takes a batch of long journal entries, though it is larger than other bodies may be', async () => {
    const batch = Array.from({ length: 40 }, () =>
      mutation('journal.create', {
        id: uuidv7(),
        title: 'A long night',
        content: 'é'.repeat(20_000), // two bytes each in UTF-8
        category: 'thoughts',
        createdAt: at(clock.now()),
      }),
    );
    expect(Buffer.byteLength(JSON.stringify(batch))).toBeGreaterThan(1.5 * 1024 * 1024);
    const results = await pushOk(bob.cookie, batch);
    expect(applied(results)).toHaveLength(40);
    const tooBig = await call('POST', '/api/journal-entries', {
      cookie: bob.cookie,
      body: { title: 'T', content: 'x'.repeat(1024 * 1024), category: 'thoughts' },
    });
    expect(tooBig.status).toBe(413);
  });

  it('is for signed-in members and checks the envelope', async () => {
    const one = [mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) })];
    expectError(await push(undefined, one), 401, 'Please sign in');
    expectError(await push(alice.cookie, []), 400, 'Send at least one mutation', 'mutations');
    const tooMany = Array.from({ length: PUSH_BATCH_MAX + 1 }, () => one[0]);
    expectError(
      await push(alice.cookie, tooMany),
      400,
      `Send at most ${PUSH_BATCH_MAX} mutations at a time`,
      'mutations',
    );
    expectError(
      await push(alice.cookie, [{ ...one[0], mutationId: 'not-a-uuid' }]),
      400,
      'Invalid id',
      'mutations.0.mutationId',
    );
  });

  it('answers an unsupported protocol version with a clear 400 before reading the rest', async () => {
    for (const protocolVersion of [SYNC_PROTOCOL_VERSION + 1, 0, '1', undefined]) {
      const response = await call('POST', '/api/sync/push', {
        cookie: alice.cookie,
        body: { protocolVersion, mutations: 'anything: a future shape' },
      });
      expectError(response, 400, UNSUPPORTED_PROTOCOL_MESSAGE, 'protocolVersion');
    }
  });
});
