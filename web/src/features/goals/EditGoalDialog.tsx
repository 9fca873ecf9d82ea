import { useId, useState, type FormEvent } from 'react';
import type { Goal, UpdateGoal } from '@selah/shared';
import { validateGoalForm, type GoalFormErrors, type GoalFormValues } from '../../data/goals';
import { Button, Dialog } from '../../ui';
import { goalChanges } from './goal-changes';
import { GoalFormFields } from './GoalFormFields';

export interface EditGoalDialogProps {
  /** Give the dialog a new `key` each time it opens, so each opening starts a fresh form. */
  goal: Goal;
  open: boolean;
  onClose: () => void;
  /** Saves the changed fields; resolves true when saved (the dialog closes). */
  onSave: (goal: Goal, changes: UpdateGoal) => Promise<boolean>;
}

function formValues(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? '',
    targetValue: String(goal.targetValue),
    category: goal.category ?? '',
    unit: goal.unit ?? '',
    period: goal.period ?? '',
  };
}

/**
 * Edit a goal's title, description, target, category and whether it is active (progress has its
 * own buttons). Same rules and messages as New Goal; saving an unchanged form just closes.
 */
export function EditGoalDialog({ goal, open, onClose, onSave }: EditGoalDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<GoalFormValues>(() => formValues(goal));
  const [isActive, setIsActive] = useState(goal.isActive);
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const [saving, setSaving] = useState(false);

  function change(field: keyof GoalFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const result = validateGoalForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const changes = goalChanges(goal, result.input, isActive);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    const saved = await onSave(goal, changes);
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit Goal"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving...">
            Save Changes
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <GoalFormFields values={values} errors={errors} onChange={change} />
        <label className="flex items-center gap-3 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            checked={isActive}
            onChange={(event) => setIsActive(event.target.checked)}
            className="size-5 rounded accent-primary"
          />
          Active
          <span className="font-normal text-ink-muted">(shown with your active goals)</span>
        </label>
      </form>
    </Dialog>
  );
}
