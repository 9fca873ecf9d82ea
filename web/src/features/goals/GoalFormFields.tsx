import {
  GOAL_CATEGORIES,
  GOAL_CATEGORY_LABELS,
  GOAL_PERIOD_LABELS,
  GOAL_PERIODS,
  GOAL_UNIT_MAX,
  LIMITS,
} from '@selah/shared';
import type { GoalFormErrors, GoalFormValues } from '../../data/goals';
import { Select, TextArea, TextField } from '../../ui';

const CATEGORY_OPTIONS = GOAL_CATEGORIES.map((value) => ({
  value,
  label: GOAL_CATEGORY_LABELS[value],
}));
const PERIOD_OPTIONS = GOAL_PERIODS.map((value) => ({ value, label: GOAL_PERIOD_LABELS[value] }));

export interface GoalFormFieldsProps {
  values: GoalFormValues;
  errors: GoalFormErrors;
  onChange: (field: keyof GoalFormValues, value: string) => void;
}

/**
 * Title, description, target value, category, and what the goal counts over what span: the fields
 * of New Goal and Edit Goal.
 */
export function GoalFormFields({ values, errors, onChange }: GoalFormFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        required
        maxLength={LIMITS.shortText}
        value={values.title}
        error={errors.title}
        onChange={(event) => onChange('title', event.target.value)}
        placeholder="e.g. Morning prayer"
      />
      <TextArea
        label="Description (optional)"
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(event) => onChange('description', event.target.value)}
        placeholder="Why does this goal matter to you?"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Target value"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={values.targetValue}
          error={errors.targetValue}
          onChange={(event) => onChange('targetValue', event.target.value)}
          placeholder="e.g. 7"
        />
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
          placeholder="None"
          value={values.category}
          error={errors.category}
          onChange={(event) => onChange('category', event.target.value)}
        />
        <TextField
          label="What it counts (optional)"
          maxLength={GOAL_UNIT_MAX}
          value={values.unit}
          error={errors.unit}
          onChange={(event) => onChange('unit', event.target.value)}
          placeholder="e.g. books, walks, prayers"
        />
        <Select
          label="Over"
          options={PERIOD_OPTIONS}
          placeholder="Each week"
          value={values.period}
          error={errors.period}
          onChange={(event) => onChange('period', event.target.value)}
        />
      </div>
    </>
  );
}
