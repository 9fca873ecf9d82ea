import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES } from '../constants/sync';
import { applyEffect, createsRow, effectOf, tableOfMutation } from './effects';
import { MUTATION_ARGS } from './mutations';
import { mutationDefinition, parseMutation } from './registry';

const ID = '0190a5d2-0000-7000-8000-0000000000a1';
const goal = {
  id: ID,
  userId: 'm1',
  title: 'Pray',
  description: null,
  targetValue: 3,
  currentValue: 1,
  category: null,
  isActive: true,
  createdAt: '2026-01-05T15:30:00.000Z',
};

describe('the mutation registry', () => {
  it('defines every named mutation once, with an args schema and an effect', () => {
    expect(Object.keys(MUTATION_ARGS).sort()).toEqual([...MUTATION_NAMES].sort());
    for (const name of MUTATION_NAMES) {
      expect(mutationDefinition(name), name).toMatchObject({ name });
    }
  });

  it('knows nothing of other names, own properties only', () => {
    for (const name of ['goal.fly', 'constructor', 'toString', '__proto__']) {
      expect(effectOf(name)).toBeUndefined();
      expect(mutationDefinition(name)).toBeUndefined();
      expect(createsRow(name)).toBe(false);
      expect(tableOfMutation(name as never)).toBeUndefined();
      expect(parseMutation(name, { id: ID })).toEqual({
        ok: false,
        error: 'Unknown mutation',
        field: 'name',
      });
    }
  });

  it('parses args with the named schema and reports the first problem with its field', () => {
    expect(parseMutation('goal.progress', { id: ID, delta: 1 })).toEqual({
      ok: true,
      mutation: { name: 'goal.progress', args: { id: ID, delta: 1 } },
    });
    expect(parseMutation('goal.progress', { id: ID, delta: 0 })).toMatchObject({
      ok: false,
      field: 'delta',
    });
  });
});

describe('applyEffect', () => {
  it('keeps a row a pending create finds (the same create, already on the server)', () => {
    const create = { name: 'goal.create', args: { ...goal, title: 'Other' } } as const;
    expect(applyEffect(goal, create)).toBe(goal);
  });

  it('lets a delete win and leaves a missing row missing for a change', () => {
    expect(applyEffect(goal, { name: 'goal.delete', args: { id: ID } })).toBeUndefined();
    expect(applyEffect(undefined, { name: 'goal.progress', args: { id: ID, delta: 1 } })).toBe(
      undefined,
    );
  });

  it('sums progress steps, never below 0, and sets an absolute value', () => {
    const step = (delta: number) => ({ name: 'goal.progress' as const, args: { id: ID, delta } });
    expect(applyEffect(goal, step(2))).toMatchObject({ currentValue: 3 });
    expect(applyEffect(goal, step(-5))).toMatchObject({ currentValue: 0 });
    expect(
      applyEffect(goal, { name: 'goal.setProgress', args: { id: ID, currentValue: 7 } }),
    ).toMatchObject({ currentValue: 7 });
  });

  it('counts a like once per member', () => {
    const post = { id: ID, likes: 2, likedByMe: false };
    const like = { name: 'post.like', args: { id: ID } } as const;
    const liked = applyEffect(post, like);
    expect(liked).toMatchObject({ likes: 3, likedByMe: true });
    expect(applyEffect(liked, like)).toBe(liked);
  });
});
