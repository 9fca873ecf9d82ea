import { createGoalSchema, type CreateGoal } from '@selah/shared';

/** What the New Goal form holds: text as typed, the category and period '' for "none". */
export interface GoalFormValues {
  title: string;
  description: string;
  targetValue: string;
  category: string;
  /** What it counts ("books"), '' for the card's own wording. */
  unit: string;
  period: string;
}

export type GoalFormErrors = Partial<
  Record<'title' | 'targetValue' | 'category' | 'description' | 'unit' | 'period', string>
>;

export type GoalFormResult =
  { ok: true; input: CreateGoal } | { ok: false; errors: GoalFormErrors };

/**
 * Checks the form with the shared create schema (the same rules the server applies): title required,
 * target a whole number of at least 1 ("Target value must be at least 1"), category one of the list or
 * none, description optional, what it counts and over what span optional. Returns the first
 * message per field.
 */
export function validateGoalForm(values: GoalFormValues): GoalFormResult {
  const input = {
    title: values.title,
    description: values.description,
    // An empty box is "no number", which the schema reports as "Target value must be at least 1".
    targetValue: values.targetValue.trim() === '' ? undefined : values.targetValue.trim(),
    category: values.category === '' ? null : values.category,
    unit: values.unit,
    period: values.period === '' ? null : values.period,
  };
  const parsed = createGoalSchema.safeParse(input);
  if (parsed.success) {
    return {
      ok: true,
      input: {
        title: parsed.data.title,
        description: parsed.data.description,
        targetValue: parsed.data.targetValue,
        category: parsed.data.category ?? null,
        unit: parsed.data.unit ?? null,
        period: parsed.data.period ?? null,
      },
    };
  }
  const errors: GoalFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof GoalFormErrors | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
