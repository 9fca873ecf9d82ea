/**
 * A mutation's effect is written once, in the shared registry: registering a new mutation there (its
 * args, its effect, and its table's policy for it) is all it takes for the device's write, its rebase over pulled rows, the couldn't-sync label and the
 * server's apply to follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MUTATION_ARGS,
  MUTATION_EFFECTS,
  MUTATION_POLICIES,
  describeMutation,
  idSchema,
  type Mutation,
  type MutationEffect,
} from '@selah/shared';
import { applyLocally, localWriteTables, writeWithOutbox } from '../../src/db';
import { rebaseRow } from '../../src/sync/rebase';
import { local, newMember, serveDeviceTests } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

/** A mutation no version of the app has: it doubles a goal's target. */
const NAME = 'goal.doubleTarget';
const doubleTarget: MutationEffect = {
  kind: 'change',
  table: 'goals',
  change: (row) => ({ ...row, targetValue: Number(row.targetValue) * 2 }),
  label: () => 'Doubling a goal',
} as MutationEffect;
const effects = MUTATION_EFFECTS as unknown as Record<string, MutationEffect>;
const argsSchemas = MUTATION_ARGS as unknown as Record<string, z.ZodType>;
const policies = MUTATION_POLICIES as unknown as Record<string, unknown>;

beforeAll(() => {
  effects[NAME] = doubleTarget;
  argsSchemas[NAME] = z.object({ id: idSchema });
  policies[NAME] = { table: 'goals', permission: 'owner', quota: 'changes' };
});
afterAll(() => {
  delete effects[NAME];
  delete argsSchemas[NAME];
  delete policies[NAME];
});

const doubling = (id: string) => ({ name: NAME, args: { id } }) as unknown as Mutation;

describe('a mutation registered in the shared registry', () => {
  it('is applied by the device, rebased over a pulled row, named, and applied by the server', async () => {
    const { device } = await newMember(server);
    const goalId = await local.goal(device.db, 'Read', 3);
    await device.sync();

    // The device's write: the row changes and the mutation is queued, in one transaction.
    await writeWithOutbox(device.db, localWriteTables(device.db, 'goals'), () =>
      applyLocally(device.db, doubling(goalId)),
    );
    expect(await device.db.goals.get(goalId)).toMatchObject({ targetValue: 6 });
    expect((await device.db.outbox.toArray()).map((entry) => entry.name)).toEqual([NAME]);

    // The rebase: a pulled copy (the server has not seen it yet) gets the pending change on top.
    const pulled = { ...(await device.db.goals.get(goalId))!, targetValue: 4 };
    expect(rebaseRow(pulled, [doubling(goalId)])).toMatchObject({ targetValue: 8 });
    expect(describeMutation(doubling(goalId))).toBe('Doubling a goal');

    // The server's apply: pushed, it runs the same effect on the stored row.
    await device.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect(
      await server.rows('select target_value as target from goals where id = ?', goalId),
    ).toEqual([{ target: 6 }]);
    expect(await device.db.goals.get(goalId)).toMatchObject({ targetValue: 6 });
  });

  it('is unknown to the server again once removed (the push is rejected, not crashed)', async () => {
    const { device } = await newMember(server);
    const goalId = await local.goal(device.db, 'Walk', 2);
    await device.sync();
    await writeWithOutbox(device.db, localWriteTables(device.db, 'goals'), () =>
      applyLocally(device.db, doubling(goalId)),
    );
    delete effects[NAME];
    try {
      await device.sync();
      const [parked] = await device.db.outbox.toArray();
      expect(parked).toMatchObject({ name: NAME, lastError: 'Unknown mutation' });
    } finally {
      effects[NAME] = doubleTarget;
    }
  });
});
