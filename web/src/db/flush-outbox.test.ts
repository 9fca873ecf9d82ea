import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { fakeApi, networkDown } from '../../test/fake-api';
import { activateAccount } from './active-db';
import { flushOutbox } from './flush-outbox';
import type { Mutation } from './mutations';
import { enqueue } from './outbox';
import type { SelahDB } from './SelahDB';
import { writeWithOutbox } from './write';

const NOW = '2025-03-01T10:00:00.000Z';

async function queue(db: SelahDB, ...mutations: Mutation[]) {
  await writeWithOutbox(db, [], async () => {
    for (const mutation of mutations) await enqueue(db, mutation);
  });
}

const mood = (id = uuidv7()): Mutation => ({
  name: 'mood.create',
  args: { id, mood: 'good', date: NOW },
});

describe('flushOutbox (interim REST replay)', () => {
  it('replays entries in order and deletes each only after a 2xx', async () => {
    const db = activateAccount('m1');
    const postId = uuidv7();
    await queue(db, mood(), { name: 'post.like', args: { id: postId } });
    const api = fakeApi({
      'POST /api/mood-entries': () => ({ status: 201, body: {} }),
      [`POST /api/community-posts/${postId}/like`]: () => ({ body: {} }),
    });

    expect(await flushOutbox(db)).toEqual({ sent: 2, rejected: 0 });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/mood-entries',
      `POST /api/community-posts/${postId}/like`,
    ]);
    expect(api.calls[1]!.body).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at a network error and keeps the queue intact', async () => {
    const db = activateAccount('m1');
    await queue(db, mood(), mood());
    const api = fakeApi({ 'POST /api/mood-entries': networkDown });

    expect(await flushOutbox(db)).toEqual({ sent: 0, rejected: 0, stoppedBy: 'offline' });
    expect(api.calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('parks a rejected entry with lastError and carries on with the rest', async () => {
    const db = activateAccount('m1');
    const goalId = uuidv7();
    await queue(db, { name: 'goal.delete', args: { id: goalId } }, mood());
    fakeApi({
      [`DELETE /api/goals/${goalId}`]: () => ({ status: 404, body: { error: 'Goal not found' } }),
      'POST /api/mood-entries': () => ({ status: 201, body: {} }),
    });

    expect(await flushOutbox(db)).toEqual({ sent: 1, rejected: 1 });
    const [parked, ...rest] = await db.outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(parked).toMatchObject({ name: 'goal.delete', lastError: 'Goal not found', attempts: 1 });

    // A parked entry is not sent again by later flushes (it waits for retry or discard).
    const api = fakeApi();
    expect(await flushOutbox(db)).toEqual({ sent: 0, rejected: 0 });
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the queue on 401 and 5xx', async () => {
    const db = activateAccount('m1');
    await queue(db, mood());
    fakeApi({
      'POST /api/mood-entries': () => ({ status: 401, body: { error: 'Please sign in' } }),
    });
    expect((await flushOutbox(db)).stoppedBy).toBe('unauthorized');

    fakeApi({ 'POST /api/mood-entries': () => ({ status: 503 }) });
    expect((await flushOutbox(db)).stoppedBy).toBe('server-error');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ attempts: 2, lastError: null });
  });

  it('sends goal progress as the local absolute value', async () => {
    const db = activateAccount('m1');
    const id = uuidv7();
    await db.goals.add({
      id,
      userId: 'm1',
      title: 'Pray',
      description: null,
      targetValue: 7,
      currentValue: 3,
      category: 'mindfulness',
      isActive: true,
      createdAt: NOW,
    });
    await queue(db, { name: 'goal.progress', args: { id, delta: 1 } });
    const api = fakeApi({ [`PATCH /api/goals/${id}/progress`]: () => ({ body: {} }) });

    await flushOutbox(db);
    expect(api.calls[0]!.body).toEqual({ currentValue: 3 });
  });

  it('never sends a guest’s entries', async () => {
    const guest = activateAccount(null);
    await queue(guest, mood());
    const api = fakeApi();
    expect(await flushOutbox(guest)).toEqual({ sent: 0, rejected: 0 });
    expect(api.calls).toHaveLength(0);
    expect(await guest.outbox.count()).toBe(1);
  });
});
