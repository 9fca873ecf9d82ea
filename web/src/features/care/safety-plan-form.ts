/**
 * The safety plan editor's state: each item a row with a stable key (React keys, focus, errors),
 * turned into a draft to save, and the schema's complaints mapped back onto the rows.
 */
import {
  safetyPlanSchema,
  type SafetyPlan,
  type SafetyPlanDraft,
  type SafetyPlanList,
} from '../../data/care/safety-plan-schema';

export interface TextRow {
  key: string;
  value: string;
}

export interface PersonRow {
  key: string;
  name: string;
  phone: string;
}

export interface PlanRows {
  reasonsForLiving: TextRow[];
  warningSigns: TextRow[];
  copingSteps: TextRow[];
  people: PersonRow[];
}

export const PLAN_LISTS: readonly SafetyPlanList[] = [
  'reasonsForLiving',
  'warningSigns',
  'copingSteps',
];

let lastKey = 0;
export function newRowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export const textRow = (value = ''): TextRow => ({ key: newRowKey(), value });
export const personRow = (name = '', phone = ''): PersonRow => ({ key: newRowKey(), name, phone });

/** The editor's rows for a plan; a new plan starts with one empty row in each list. */
export function rowsFromPlan(plan: SafetyPlan | null): PlanRows {
  const list = (items: readonly string[] | undefined) =>
    items && items.length > 0 ? items.map((item) => textRow(item)) : [textRow()];
  return {
    reasonsForLiving: list(plan?.reasonsForLiving),
    warningSigns: list(plan?.warningSigns),
    copingSteps: list(plan?.copingSteps),
    people:
      plan && plan.people.length > 0
        ? plan.people.map((person) => personRow(person.name, person.phone))
        : [personRow()],
  };
}

const isBlank = (text: string) => text.trim() === '';

/** The rows that hold something (a blank row is left out, not an error). */
export function filledRows(rows: PlanRows): PlanRows {
  return {
    reasonsForLiving: rows.reasonsForLiving.filter((row) => !isBlank(row.value)),
    warningSigns: rows.warningSigns.filter((row) => !isBlank(row.value)),
    copingSteps: rows.copingSteps.filter((row) => !isBlank(row.value)),
    people: rows.people.filter((row) => !isBlank(row.name) || !isBlank(row.phone)),
  };
}

export function draftFromRows(rows: PlanRows): SafetyPlanDraft {
  const filled = filledRows(rows);
  return {
    reasonsForLiving: filled.reasonsForLiving.map((row) => row.value),
    warningSigns: filled.warningSigns.map((row) => row.value),
    copingSteps: filled.copingSteps.map((row) => row.value),
    people: filled.people.map(({ name, phone }) => ({ name, phone })),
  };
}

/**
 * Error messages by where they belong: a row's key (`row-3`), a person's field (`row-4.name`), or
 * a whole list (`people`).
 */
export type PlanErrors = Record<string, string>;

/** Checks the rows with the plan's schema; the errors are keyed for the editor (empty when fine). */
export function validateRows(rows: PlanRows, now: Date = new Date()): PlanErrors {
  const filled = filledRows(rows);
  const result = safetyPlanSchema.safeParse({
    ...draftFromRows(rows),
    updatedAt: now.toISOString(),
  });
  if (result.success) return {};
  const errors: PlanErrors = {};
  for (const issue of result.error.issues) {
    const [list, index, field] = issue.path;
    if (typeof list !== 'string' || !(list in filled)) continue;
    const row = typeof index === 'number' ? filled[list as keyof PlanRows][index]?.key : undefined;
    const at = row === undefined ? list : typeof field === 'string' ? `${row}.${field}` : row;
    errors[at] ??= issue.message;
  }
  return errors;
}
