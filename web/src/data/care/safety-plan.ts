/**
 * The member's personal safety plan, kept in this device's local database only (meta key
 * SAFETY_PLAN_KEY): never synced or shared. It goes with the member's data export.
 */
import { useDb, useLiveQuery, type SelahDB } from '../../db';
import { SAFETY_PLAN_KEY } from './keys';
import {
  safetyPlanSchema,
  type SafetyPlan,
  type SafetyPlanDraft,
  type SafetyPlanPerson,
} from './safety-plan-schema';

export { SAFETY_PLAN_KEY };

export function emptySafetyPlan(): SafetyPlanDraft {
  return { reasonsForLiving: [], warningSigns: [], copingSteps: [], people: [] };
}

/** The draft without blank items or people (an empty row left in the form is not an error). */
export function tidySafetyPlan(draft: SafetyPlanDraft): SafetyPlanDraft {
  const items = (list: readonly string[]) => list.filter((item) => item.trim() !== '');
  return {
    reasonsForLiving: items(draft.reasonsForLiving),
    warningSigns: items(draft.warningSigns),
    copingSteps: items(draft.copingSteps),
    people: draft.people.filter(
      (person: SafetyPlanPerson) => person.name.trim() !== '' || person.phone.trim() !== '',
    ),
  };
}

/**
 * Keeps the plan on this device, stamped with the time now, and returns it as stored. Blank items
 * are dropped first; anything else invalid throws the schema's ZodError and writes nothing.
 */
export async function saveSafetyPlan(
  db: SelahDB,
  plan: SafetyPlanDraft & { updatedAt?: string },
  now: Date = new Date(),
): Promise<SafetyPlan> {
  const stored = safetyPlanSchema.parse({
    ...tidySafetyPlan(plan),
    updatedAt: now.toISOString(),
  });
  await db.meta.put({ key: SAFETY_PLAN_KEY, value: stored });
  return stored;
}

/** The stored plan, or null when there is none (or what is stored is not a valid plan). */
export async function readSafetyPlan(db: SelahDB): Promise<SafetyPlan | null> {
  const row = await db.meta.get(SAFETY_PLAN_KEY);
  if (row === undefined) return null;
  const parsed = safetyPlanSchema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

/** The member's safety plan: undefined while loading, null when they have not written one. */
export function useSafetyPlan(): SafetyPlan | null | undefined {
  const db = useDb();
  return useLiveQuery(() => readSafetyPlan(db), [db]);
}
