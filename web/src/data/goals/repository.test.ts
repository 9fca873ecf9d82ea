import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type Goal } from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import { changeGoalProgress, createGoal, deleteGoal, updateGoal } from './repository';

function goalRow(overrides: Partial<Goal> = {}): Goal {
  return {
    id: uuidv7(),
    userId: 'guest',
    title: 'Pray each morning',
    description: null,
    targetValue: 2,
    currentValue: 0,
    category: 'mindfulness',
    isActive: true,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('createGoal', () => {
  it('stores a goal at progress 0 and queues goal.create without currentValue', async () => {
    const db = activateAccount('member-1');
    const goal = await createGoal({
      title: 'Call a friend',
      description: '',
      targetValue: 3,
      category: 'social',
    });

    expect(await db.goals.get(goal.id)).toEqual({
      id: goal.id,
      userId: 'member-1',
      title: 'Call a friend',
      description: null,
      targetValue: 3,
      currentValue: 0,
      category: 'social',
      unit: null,
      period: null,
      isActive: true,
      createdAt: goal.createdAt,
    });
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(entry!.name).toBe('goal.create');
    expect(entry!.args).not.toHaveProperty('currentValue');
    expect(MUTATION_ARGS['goal.create'].safeParse(entry!.args).success).toBe(true);
  });

  it('rejects a target below 1 and writes nothing', async () => {
    const db = getDb();
    await expect(createGoal({ title: 'x', targetValue: 0 })).rejects.toThrow(
      'Target value must be at least 1',
    );
    expect(await db.goals.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('changeGoalProgress', () => {
  it('moves by one per call and queues one goal.progress delta each time', async () => {
    const db = getDb();
    const goal = goalRow();
    await db.goals.add(goal);

    await changeGoalProgress(goal.id, 1);
    await changeGoalProgress(goal.id, 1);
    await changeGoalProgress(goal.id, 1); // past the target: allowed, the bar caps at 100 %
    await changeGoalProgress(goal.id, -1);

    expect((await db.goals.get(goal.id))!.currentValue).toBe(2);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.name, e.args])).toEqual([
      ['goal.progress', { id: goal.id, delta: 1 }],
      ['goal.progress', { id: goal.id, delta: 1 }],
      ['goal.progress', { id: goal.id, delta: 1 }],
      ['goal.progress', { id: goal.id, delta: -1 }],
    ]);
    for (const entry of entries) {
      expect(MUTATION_ARGS['goal.progress'].safeParse(entry.args).success).toBe(true);
    }
  });

  it('never goes below 0 and queues nothing at 0', async () => {
    const db = getDb();
    const goal = goalRow({ currentValue: 0 });
    await db.goals.add(goal);

    expect(await changeGoalProgress(goal.id, -1)).toBeNull();

    expect((await db.goals.get(goal.id))!.currentValue).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does nothing for an unknown goal', async () => {
    expect(await changeGoalProgress(uuidv7(), 1)).toBeNull();
    expect(await getDb().outbox.count()).toBe(0);
  });
});

describe('updateGoal and deleteGoal', () => {
  it('updates the given fields and queues goal.update with the changes', async () => {
    const db = getDb();
    const goal = goalRow();
    await db.goals.add(goal);

    await updateGoal(goal.id, { title: 'Pray at dawn', isActive: false });

    expect(await db.goals.get(goal.id)).toEqual({
      ...goal,
      title: 'Pray at dawn',
      isActive: false,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.name).toBe('goal.update');
    expect(MUTATION_ARGS['goal.update'].safeParse(entry!.args).success).toBe(true);
  });

  it('deletes the goal and queues goal.delete', async () => {
    const db = getDb();
    const goal = goalRow();
    await db.goals.add(goal);

    expect(await deleteGoal(goal.id)).toBe(true);

    expect(await db.goals.count()).toBe(0);
    const [entry] = await db.outbox.toArray();
    expect([entry!.name, entry!.args]).toEqual(['goal.delete', { id: goal.id }]);
  });
});
