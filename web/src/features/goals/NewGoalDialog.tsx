import { useState, type FormEvent } from 'react';
import type { CreateGoal } from '@selah/shared';
import { validateGoalForm, type GoalFormErrors, type GoalFormValues } from '../../data/goals';
import { Button, Dialog } from '../../ui';
import { GoalFormFields } from './GoalFormFields';

const EMPTY_FORM: GoalFormValues = {
  title: '',
  description: '',
  targetValue: '',
  category: '',
  unit: '',
  period: '',
};
const FORM_ID = 'new-goal-form';

export interface NewGoalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true when saved (the form resets and closes), false to keep it for a retry. */
  onSave: (goal: CreateGoal) => Promise<boolean>;
}

/**
 * Title (required), description (optional), target value (a whole number, at least 1) and category
 * (none by default). Messages appear under the fields they concern, on submit.
 */
export function NewGoalDialog({ open, onClose, onSave }: NewGoalDialogProps) {
  const [values, setValues] = useState<GoalFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const [saving, setSaving] = useState(false);

  function change(field: keyof GoalFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the member edits the field; it comes back on the next submit if needed.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function close() {
    setValues(EMPTY_FORM);
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const result = validateGoalForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    const saved = await onSave(result.input);
    setSaving(false);
    if (saved) close();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create a New Goal"
      description="Choose one small, steady step to grow in faith and well-being."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving} loadingText="Creating...">
            Create Goal
          </Button>
        </>
      }
    >
      {/* noValidate: our own messages, next to each field, instead of the browser's bubbles. */}
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <GoalFormFields values={values} errors={errors} onChange={change} />
      </form>
    </Dialog>
  );
}
