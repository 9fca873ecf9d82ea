import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { goalSchema, uuidv7 } from '@selah/shared';
import { createTestServer, DAY, expectError, expectJson, HOUR, signUp } from './helpers';

const server = await createTestServer();
const { call, rows } = server;
const goals = z.array(goalSchema);

const newGoal = {
  title: 'Pray daily',
  description: 'Morning prayer',
  targetValue: 7,
  category: 'mindfulness',
};

describe('goals', () => {
  it('creates a goal for the signed-in member, starting at 0 and active', async () => {
    const { user, cookie } = await signUp(server);
    const goal = expectJson(
      await call('POST', '/api/goals', { cookie, body: newGoal }),
      201,
      goalSchema,
    );
    expect(goal).toMatchObject({ ...newGoal, userId: user.id, currentValue: 0, isActive: true });
    expect(goal.createdAt).toBe(server.clock.now().toISOString());
    const [stored] = await rows('select * from goals where id = ?', goal.id);
    // SQLite stores a boolean as 1/0, PostgreSQL as true/false.
    expect({ ...stored, is_active: Boolean(stored?.is_active) }).toMatchObject({
      user_id: user.id,
      title: 'Pray daily',
      target_value: 7,
      current_value: 0,
      is_active: true,
    });
    expect(stored?.version).toEqual(expect.any(Number));
  });

  it('ignores userId and currentValue sent in the body', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const goal = expectJson(
      await call('POST', '/api/goals', {
        cookie: a.cookie,
        body: { ...newGoal, userId: b.user.id, currentValue: 5 },
      }),
      201,
      goalSchema,
    );
    expect(goal.userId).toBe(a.user.id);
    expect(goal.currentValue).toBe(0);
  });

  it('lists goals newest first and active goals only under /active', async () => {
    const { cookie } = await signUp(server);
    const first = expectJson(
      await call('POST', '/api/goals', { cookie, body: { title: 'First', targetValue: 1 } }),
      201,
      goalSchema,
    );
    server.clock.advance(1000);
    const second = expectJson(
      await call('POST', '/api/goals', { cookie, body: { title: 'Second', targetValue: 2 } }),
      201,
      goalSchema,
    );
    expectJson(
      await call('PATCH', `/api/goals/${first.id}`, { cookie, body: { isActive: false } }),
      200,
      goalSchema,
    );
    const all = expectJson(await call('GET', '/api/goals', { cookie }), 200, goals);
    expect(all.map((goal) => goal.title)).toEqual(['Second', 'First']);
    const active = expectJson(await call('GET', '/api/goals/active', { cookie }), 200, goals);
    expect(active.map((goal) => goal.id)).toEqual([second.id]);
  });

  it('sets progress to the value sent and bumps the row version', async () => {
    const { cookie } = await signUp(server);
    const goal = expectJson(
      await call('POST', '/api/goals', { cookie, body: newGoal }),
      201,
      goalSchema,
    );
    const [before] = await rows<{ version: number }>(
      'select version from goals where id = ?',
      goal.id,
    );
    const updated = expectJson(
      await call('PATCH', `/api/goals/${goal.id}/progress`, { cookie, body: { currentValue: 3 } }),
      200,
      goalSchema,
    );
    expect(updated.currentValue).toBe(3);
    const [after] = await rows<{ current_value: number; version: number }>(
      'select current_value, version from goals where id = ?',
      goal.id,
    );
    expect(after?.current_value).toBe(3);
    expect(after!.version).toBeGreaterThan(before!.version);
  });

  it('rejects progress below 0 or not a whole number', async () => {
    const { cookie } = await signUp(server);
    const goal = expectJson(
      await call('POST', '/api/goals', { cookie, body: newGoal }),
      201,
      goalSchema,
    );
    const path = `/api/goals/${goal.id}/progress`;
    expectError(
      await call('PATCH', path, { cookie, body: { currentValue: -1 } }),
      400,
      'Progress cannot be below 0',
      'currentValue',
    );
    expectError(
      await call('PATCH', path, { cookie, body: { currentValue: 1.5 } }),
      400,
      'Progress must be a whole number',
      'currentValue',
    );
    expect(await rows('select current_value from goals where id = ?', goal.id)).toEqual([
      { current_value: 0 },
    ]);
  });

  it('edits title, description, target and category; an absent field stays as it was', async () => {
    const { cookie } = await signUp(server);
    const goal = expectJson(
      await call('POST', '/api/goals', { cookie, body: newGoal }),
      201,
      goalSchema,
    );
    const edited = expectJson(
      await call('PATCH', `/api/goals/${goal.id}`, {
        cookie,
        body: { title: 'Pray twice', targetValue: 14, category: 'gratitude' },
      }),
      200,
      goalSchema,
    );
    expect(edited).toMatchObject({
      title: 'Pray twice',
      targetValue: 14,
      category: 'gratitude',
      description: 'Morning prayer',
    });
    const cleared = expectJson(
      await call('PATCH', `/api/goals/${goal.id}`, { cookie, body: { description: '' } }),
      200,
      goalSchema,
    );
    expect(cleared.description).toBeNull();
    expectError(
      await call('PATCH', `/api/goals/${goal.id}`, { cookie, body: { targetValue: 0 } }),
      400,
      'Target value must be at least 1',
      'targetValue',
    );
  });

  it('keeps what a goal counts and over what span, unset by default, and edits them', async () => {
    const { cookie } = await signUp(server);
    const plain = expectJson(
      await call('POST', '/api/goals', { cookie, body: newGoal }),
      201,
      goalSchema,
    );
    expect(plain).toMatchObject({ unit: null, period: null });
    const books = expectJson(
      await call('POST', '/api/goals', {
        cookie,
        body: {
          title: 'Read 12 books this year',
          targetValue: 12,
          unit: ' books ',
          period: 'total',
        },
      }),
      201,
      goalSchema,
    );
    expect(books).toMatchObject({ unit: 'books', period: 'total' });
    const edited = expectJson(
      await call('PATCH', `/api/goals/${books.id}`, { cookie, body: { period: 'week' } }),
      200,
      goalSchema,
    );
    expect(edited).toMatchObject({ unit: 'books', period: 'week' });
    const cleared = expectJson(
      await call('PATCH', `/api/goals/${books.id}`, { cookie, body: { unit: '', period: null } }),
      200,
      goalSchema,
    );
    expect(cleared).toMatchObject({ unit: null, period: null });
    expectError(
      await call('POST', '/api/goals', { cookie, body: { ...newGoal, period: 'month' } }),
      400,
      'Choose each day, each week or in total',
      'period',
    );
  });

  it('deletes a goal and leaves a tombstone for sync', async () => {
    const { user, cookie } = await signUp(server);
    const goal = expectJson(
      await call('POST', '/api/goals', { cookie, body: newGoal }),
      201,
      goalSchema,
    );
    expect(
      expectJson(
        await call('DELETE', `/api/goals/${goal.id}`, { cookie }),
        200,
        z.object({ id: z.string() }),
      ),
    ).toEqual({ id: goal.id });
    expect(await rows('select * from goals where id = ?', goal.id)).toEqual([]);
    expect(
      await rows('select table_name, row_id, user_id from tombstones where row_id = ?', goal.id),
    ).toEqual([{ table_name: 'goals', row_id: goal.id, user_id: user.id }]);
    expectError(await call('DELETE', `/api/goals/${goal.id}`, { cookie }), 404, 'Goal not found');
  });

  describe('validation', () => {
    it('requires a title', async () => {
      const { cookie } = await signUp(server);
      expectError(
        await call('POST', '/api/goals', { cookie, body: { targetValue: 3 } }),
        400,
        'Title is required',
        'title',
      );
      expectError(
        await call('POST', '/api/goals', { cookie, body: { title: '   ', targetValue: 3 } }),
        400,
        'Title is required',
        'title',
      );
    });

    it('requires a target value of at least 1', async () => {
      const { cookie } = await signUp(server);
      for (const targetValue of [0, -4, undefined, 'abc']) {
        expectError(
          await call('POST', '/api/goals', { cookie, body: { title: 'Walk', targetValue } }),
          400,
          'Target value must be at least 1',
          'targetValue',
        );
      }
      expect(await rows('select * from goals where title = ?', 'Walk')).toEqual([]);
    });

    it('accepts only listed categories, and none', async () => {
      const { cookie } = await signUp(server);
      expectError(
        await call('POST', '/api/goals', {
          cookie,
          body: { title: 'Walk', targetValue: 3, category: 'Mindfulness' },
        }),
        400,
        'Choose a listed category',
        'category',
      );
      const goal = expectJson(
        await call('POST', '/api/goals', { cookie, body: { title: 'Walk', targetValue: 3 } }),
        201,
        goalSchema,
      );
      expect(goal.category).toBeNull();
      expect(goal.description).toBeNull();
    });
  });

  describe('client ids and times (offline creates)', () => {
    it('keeps the client id and time, and a retry returns the same row unchanged', async () => {
      const { cookie } = await signUp(server);
      const id = uuidv7();
      const createdAt = new Date(server.clock.now().getTime() - 3 * DAY).toISOString();
      const body = { ...newGoal, id, createdAt };
      const created = expectJson(
        await call('POST', '/api/goals', { cookie, body }),
        201,
        goalSchema,
      );
      expect(created).toMatchObject({ id, createdAt });
      const retried = expectJson(
        await call('POST', '/api/goals', { cookie, body: { ...body, title: 'Changed' } }),
        200,
        goalSchema,
      );
      expect(retried).toEqual(created);
      expect(await rows('select title from goals where id = ?', id)).toEqual([
        { title: 'Pray daily' },
      ]);
    });

    it("answers 409 for an id that is another member's row", async () => {
      const a = await signUp(server);
      const b = await signUp(server);
      const id = uuidv7();
      expectJson(
        await call('POST', '/api/goals', { cookie: a.cookie, body: { ...newGoal, id } }),
        201,
        goalSchema,
      );
      expectError(
        await call('POST', '/api/goals', { cookie: b.cookie, body: { ...newGoal, id } }),
        409,
        'That id is already in use',
        'id',
      );
    });

    it('rejects a time more than 24 hours in the future, accepts one just inside', async () => {
      const { cookie } = await signUp(server);
      const now = server.clock.now().getTime();
      expectError(
        await call('POST', '/api/goals', {
          cookie,
          body: { ...newGoal, createdAt: new Date(now + 25 * HOUR).toISOString() },
        }),
        400,
        'That time is more than 24 hours in the future',
        'createdAt',
      );
      expectJson(
        await call('POST', '/api/goals', {
          cookie,
          body: { ...newGoal, createdAt: new Date(now + 23 * HOUR).toISOString() },
        }),
        201,
        goalSchema,
      );
    });

    it('stores a time sent with an offset as UTC', async () => {
      const { cookie } = await signUp(server);
      const goal = expectJson(
        await call('POST', '/api/goals', {
          cookie,
          body: { ...newGoal, createdAt: '2026-03-01T09:30:00+02:00' },
        }),
        201,
        goalSchema,
      );
      expect(goal.createdAt).toBe('2026-03-01T07:30:00.000Z');
    });
  });

  it('answers 401 to anonymous calls on every goal route', async () => {
    const id = uuidv7();
    for (const [method, path] of [
      ['GET', '/api/goals'],
      ['GET', '/api/goals/active'],
      ['POST', '/api/goals'],
      ['PATCH', `/api/goals/${id}/progress`],
      ['PATCH', `/api/goals/${id}`],
      ['DELETE', `/api/goals/${id}`],
    ] as const) {
      expectError(await call(method, path, { body: newGoal }), 401, 'Please sign in');
    }
  });

  it('answers 404 for an unknown or malformed goal id', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('PATCH', `/api/goals/${uuidv7()}/progress`, { cookie, body: { currentValue: 1 } }),
      404,
      'Goal not found',
    );
    expectError(
      await call('PATCH', '/api/goals/not-a-uuid/progress', { cookie, body: { currentValue: 1 } }),
      404,
      'Not found',
    );
  });
});
