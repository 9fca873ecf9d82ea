/**
 * The personal safety plan's shape, checked before it is kept and when it is read back. Imported
 * only by the safety plan's own modules (a lazily loaded screen): zod stays off the first route.
 */
import { z } from 'zod';

// As in data/write-schemas.ts: skip zod's eval probe, which the app's Content-Security-Policy forbids.
z.config({ jitless: true });

export const SAFETY_PLAN_LIMITS = {
  /** Items in each list, and people. */
  items: 30,
  text: 500,
  name: 100,
  phone: 32,
} as const;

const item = z
  .string()
  .trim()
  .min(1, 'Write something here, or remove it.')
  .max(SAFETY_PLAN_LIMITS.text, `Please keep this under ${SAFETY_PLAN_LIMITS.text} characters.`);

const list = z
  .array(item)
  .max(SAFETY_PLAN_LIMITS.items, `A list can hold up to ${SAFETY_PLAN_LIMITS.items} items.`);

export const safetyPlanPersonSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Add a name for this person.')
    .max(
      SAFETY_PLAN_LIMITS.name,
      `Please keep the name under ${SAFETY_PLAN_LIMITS.name} characters.`,
    ),
  phone: z
    .string()
    .trim()
    .max(SAFETY_PLAN_LIMITS.phone, 'That phone number is too long.')
    .regex(/^[0-9+()\-.\s]*$/, 'Use only digits, spaces and + ( ) - . in a phone number.'),
});

export const safetyPlanSchema = z.object({
  reasonsForLiving: list,
  warningSigns: list,
  copingSteps: list,
  people: z
    .array(safetyPlanPersonSchema)
    .max(SAFETY_PLAN_LIMITS.items, `You can list up to ${SAFETY_PLAN_LIMITS.items} people.`),
  updatedAt: z.iso.datetime({ offset: true, message: 'Invalid date and time' }),
});

export type SafetyPlan = z.infer<typeof safetyPlanSchema>;
export type SafetyPlanPerson = z.infer<typeof safetyPlanPersonSchema>;
/** A plan as the member edits it, before it is saved (and stamped). */
export type SafetyPlanDraft = Omit<SafetyPlan, 'updatedAt'>;
/** The plan's lists of plain text items. */
export type SafetyPlanList = 'reasonsForLiving' | 'warningSigns' | 'copingSteps';
