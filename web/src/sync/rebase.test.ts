import { describe, expect, it } from 'vitest';
import { applyMutationToRow, rebaseRow, rowFromCreate, type SyncRow } from './rebase';

const CREATED = '2026-03-02T08:00:00.000Z';
const goal: SyncRow = {
  id: 'g1',
  userId: 'm1',
  title: 'Pray',
  description: 'Each morning',
  targetValue: 7,
  currentValue: 2,
  category: null,
  isActive: true,
  createdAt: CREATED,
};

describe('rebase reducers', () => {
  it('adds pending progress deltas to the pulled value, never below 0', () => {
    const pending = [
      { name: 'goal.progress', args: { id: 'g1', delta: 1 } },
      { name: 'goal.progress', args: { id: 'g1', delta: 1 } },
    ] as const;
    expect(rebaseRow({ ...goal, currentValue: 5 }, pending)).toMatchObject({ currentValue: 7 });
    const down = [1, 2, 3].map(
      () => ({ name: 'goal.progress', args: { id: 'g1', delta: -1 } }) as const,
    );
    expect(rebaseRow({ ...goal, currentValue: 1 }, down)).toMatchObject({ currentValue: 0 });
  });

  it('overlays pending edits on the pulled row, field by field', () => {
    const row = rebaseRow({ ...goal, title: 'Pray (server)' }, [
      { name: 'goal.update', args: { id: 'g1', changes: { targetValue: 10, description: ' ' } } },
    ]);
    expect(row).toMatchObject({ title: 'Pray (server)', targetValue: 10, description: null });
    const entry = { id: 'j1', title: 'Server', content: 'Server text', category: 'reflection' };
    expect(
      applyMutationToRow(entry, {
        name: 'journal.update',
        args: { id: 'j1', changes: { title: ' Mine ' } },
      }),
    ).toEqual({ ...entry, title: 'Mine' });
  });

  it('keeps a row deleted while its delete is pending', () => {
    expect(
      rebaseRow(goal, [
        { name: 'goal.progress', args: { id: 'g1', delta: 1 } },
        { name: 'goal.delete', args: { id: 'g1' } },
      ]),
    ).toBeUndefined();
  });

  it('counts a pending like once, unless the pulled post already counts it', () => {
    const like = { name: 'post.like', args: { id: 'p1' } } as const;
    const post = { id: 'p1', likes: 3, likedByMe: false };
    expect(applyMutationToRow(post, like)).toEqual({ id: 'p1', likes: 4, likedByMe: true });
    const counted = { id: 'p1', likes: 4, likedByMe: true };
    expect(rebaseRow(counted, [like, like])).toEqual(counted);
  });

  it('sets completion and read flags', () => {
    const session = { id: 's1', completedAt: null };
    expect(
      applyMutationToRow(session, {
        name: 'privateSession.complete',
        args: { id: 's1', completedAt: '2026-03-04T10:00:00.000Z' },
      }),
    ).toEqual({ id: 's1', completedAt: '2026-03-04T10:00:00.000Z' });
    expect(
      applyMutationToRow(
        { id: 'x', isRead: false },
        { name: 'motivation.read', args: { id: 'x' } },
      ),
    ).toEqual({ id: 'x', isRead: true });
  });

  it('keeps the server copy over a pending create of the same row', () => {
    const pulled = { ...goal, currentValue: 4 };
    expect(
      applyMutationToRow(pulled, {
        name: 'goal.create',
        args: { id: 'g1', title: 'Pray', targetValue: 7, createdAt: CREATED },
      }),
    ).toBe(pulled);
  });

  it('rebuilds the row a create makes, as the repositories write it', () => {
    expect(
      rowFromCreate(
        {
          name: 'goal.create',
          args: {
            id: 'g1',
            title: ' Pray ',
            description: '',
            targetValue: 7,
            createdAt: CREATED,
          },
        },
        { ownerId: 'm1', authorName: '' },
      ),
    ).toEqual({ ...goal, description: null, currentValue: 0, unit: null, period: null });
    expect(
      rowFromCreate(
        { name: 'post.create', args: { id: 'p1', content: 'Hi', createdAt: CREATED } },
        { ownerId: 'm1', authorName: 'Grace' },
      ),
    ).toEqual({
      id: 'p1',
      userId: 'm1',
      content: 'Hi',
      likes: 0,
      createdAt: CREATED,
      author: { name: 'Grace' },
      likedByMe: false,
      reportedByMe: false,
    });
  });
});
