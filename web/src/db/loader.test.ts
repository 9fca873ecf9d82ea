import { describe, expect, it } from 'vitest';
import { uuidv7, type Goal } from '@selah/shared';
import { fakeApi, networkDown } from '../../test/fake-api';
import { activateAccount } from './active-db';
import { loadServerData } from './loader';
import { enqueue } from './outbox';
import { writeWithOutbox } from './write';

const NOW = '2025-03-01T10:00:00.000Z';

function goal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: uuidv7(),
    userId: 'm1',
    title: 'Walk',
    description: null,
    targetValue: 5,
    currentValue: 0,
    category: 'health',
    isActive: true,
    createdAt: NOW,
    ...overrides,
  };
}

describe('loadServerData (interim REST loader)', () => {
  it('loads public content only for a guest', async () => {
    const guest = activateAccount(null);
    const tip = {
      id: 't1',
      title: 'Breathe',
      content: 'Slowly.',
      category: 'stress',
      isActive: true,
      createdAt: NOW,
    };
    const api = fakeApi({
      'GET /api/inspirational-content': () => ({ body: [] }),
      'GET /api/counseling-tips': () => ({ body: [tip] }),
      'GET /api/meditation-audio': () => ({ body: [] }),
    });

    const result = await loadServerData(guest);
    expect(result.stoppedBy).toBeUndefined();
    expect(await guest.counselingTips.toArray()).toEqual([tip]);
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/inspirational-content',
      '/api/counseling-tips',
      '/api/meditation-audio',
    ]);
  });

  it('writes a member’s rows but never overwrites or removes one with a pending change', async () => {
    const db = activateAccount('m1');
    const edited = goal({ currentValue: 2 });
    const deletedElsewhere = goal({ title: 'Old' });
    const createdOffline = goal({ title: 'Offline' });
    await db.goals.bulkAdd([edited, deletedElsewhere]);
    await writeWithOutbox(db, [db.goals], async () => {
      await db.goals.put({ ...edited, currentValue: 3 });
      await enqueue(db, { name: 'goal.progress', args: { id: edited.id, delta: 1 } });
      await db.goals.add(createdOffline);
      await enqueue(db, {
        name: 'goal.create',
        args: {
          id: createdOffline.id,
          title: 'Offline',
          targetValue: 5,
          createdAt: NOW,
        },
      });
    });
    const fresh = goal({ title: 'From another device' });
    fakeApi({
      'GET /api/goals': () => ({
        body: [{ ...edited, currentValue: 2 }, fresh, { id: 'not-a-goal' }],
      }),
    });

    await loadServerData(db);

    const byId = new Map((await db.goals.toArray()).map((row) => [row.id, row]));
    expect(byId.get(edited.id)?.currentValue).toBe(3); // pending local change kept
    expect(byId.has(createdOffline.id)).toBe(true); // not on the server yet, kept
    expect(byId.has(fresh.id)).toBe(true); // new from the server
    expect(byId.has(deletedElsewhere.id)).toBe(false); // gone from the server, no pending change
    expect(byId.size).toBe(3); // the malformed row was skipped
  });

  it('writes nothing after a network error', async () => {
    const db = activateAccount('m1');
    fakeApi({
      'GET /api/inspirational-content': networkDown,
      'GET /api/goals': () => ({ body: [goal()] }),
    });
    expect(await loadServerData(db)).toEqual({ loaded: [], stoppedBy: 'offline' });
    expect(await db.goals.count()).toBe(0);
  });

  it('mirrors the member’s likes from the feed', async () => {
    const db = activateAccount('m1');
    const post = (id: string, likedByMe: boolean) => ({
      id,
      userId: 'u2',
      content: 'Grace and peace',
      likes: 1,
      createdAt: NOW,
      author: { name: 'Ruth' },
      likedByMe,
    });
    const liked = uuidv7();
    const unliked = uuidv7();
    await db.postLikes.add({ postId: unliked, likedAt: NOW });
    fakeApi({
      'GET /api/community-posts': () => ({ body: [post(liked, true), post(unliked, false)] }),
    });

    await loadServerData(db);
    expect((await db.postLikes.toArray()).map((like) => like.postId)).toEqual([liked]);
  });
});
