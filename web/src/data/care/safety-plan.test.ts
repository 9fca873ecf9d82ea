import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { getDb } from '../../db';
import { SAFETY_PLAN_KEY } from './keys';
import { emptySafetyPlan, readSafetyPlan, saveSafetyPlan } from './safety-plan';
import { safetyPlanSchema } from './safety-plan-schema';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('the safety plan', () => {
  it('is null until one is saved', async () => {
    expect(await readSafetyPlan(getDb())).toBeNull();
  });

  it('saves on this device, stamped, and reads back the same plan', async () => {
    const db = getDb();
    const saved = await saveSafetyPlan(
      db,
      {
        reasonsForLiving: ['  My daughter  ', 'Sunday mornings at church'],
        warningSigns: ['Not sleeping'],
        copingSteps: ['Pray the Psalms', 'Walk by the river'],
        people: [{ name: 'Pastor Ruth', phone: '+1 (555) 010-2030' }],
      },
      NOW,
    );

    expect(saved).toEqual({
      reasonsForLiving: ['My daughter', 'Sunday mornings at church'],
      warningSigns: ['Not sleeping'],
      copingSteps: ['Pray the Psalms', 'Walk by the river'],
      people: [{ name: 'Pastor Ruth', phone: '+1 (555) 010-2030' }],
      updatedAt: NOW.toISOString(),
    });
    expect(await readSafetyPlan(db)).toEqual(saved);
    expect((await db.meta.get(SAFETY_PLAN_KEY))?.value).toEqual(saved);
    // Nothing is queued for the server.
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops blank items and people before checking', async () => {
    const saved = await saveSafetyPlan(getDb(), {
      ...emptySafetyPlan(),
      reasonsForLiving: ['', '   ', 'Hope'],
      people: [
        { name: '', phone: '' },
        { name: 'Sam', phone: '' },
      ],
    });
    expect(saved.reasonsForLiving).toEqual(['Hope']);
    expect(saved.people).toEqual([{ name: 'Sam', phone: '' }]);
  });

  it('refuses an invalid plan and writes nothing', async () => {
    const db = getDb();
    await expect(
      saveSafetyPlan(db, { ...emptySafetyPlan(), people: [{ name: '', phone: '555 0100' }] }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      saveSafetyPlan(db, { ...emptySafetyPlan(), people: [{ name: 'Mum', phone: 'call me' }] }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      saveSafetyPlan(db, { ...emptySafetyPlan(), copingSteps: ['x'.repeat(501)] }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      saveSafetyPlan(db, {
        ...emptySafetyPlan(),
        warningSigns: Array.from({ length: 31 }, (_, i) => `Sign ${i}`),
      }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await db.meta.get(SAFETY_PLAN_KEY)).toBeUndefined();
  });

  it('reads a damaged stored plan as none', async () => {
    const db = getDb();
    await db.meta.put({ key: SAFETY_PLAN_KEY, value: { reasonsForLiving: 'not a list' } });
    expect(await readSafetyPlan(db)).toBeNull();
  });

  it('has a schema that accepts exactly the stored shape', () => {
    expect(
      safetyPlanSchema.safeParse({ ...emptySafetyPlan(), updatedAt: NOW.toISOString() }).success,
    ).toBe(true);
    expect(safetyPlanSchema.safeParse({ ...emptySafetyPlan() }).success).toBe(false);
  });
});
