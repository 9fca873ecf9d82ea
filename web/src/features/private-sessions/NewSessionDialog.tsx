import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS, PRIVATE_SESSION_TYPES, PRIVATE_SESSION_TYPE_LABELS } from '@selah/shared';
import type { NewPrivateSession } from '../../data/private-sessions';
import { Button, Dialog, Select, TextArea, TextField } from '../../ui';
import {
  EMPTY_SESSION_FORM,
  toNewPrivateSession,
  type SessionFormErrors,
  type SessionFormField,
  type SessionFormValues,
} from './session-form';

const TYPE_OPTIONS = PRIVATE_SESSION_TYPES.map((value) => ({
  value,
  label: PRIVATE_SESSION_TYPE_LABELS[value],
}));

export interface NewSessionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true when created (the form resets and closes), false to keep the values. */
  onCreate: (input: NewPrivateSession) => Promise<boolean>;
}

const FORM_ID = 'new-private-session';

/** Title and type are required; date, duration and notes optional. Problems show under fields. */
export function NewSessionDialog({ open, onClose, onCreate }: NewSessionDialogProps) {
  const [values, setValues] = useState<SessionFormValues>(EMPTY_SESSION_FORM);
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Bumped on each rejected submit, so focus moves to the first field with a problem.
  const [rejectedSubmits, setRejectedSubmits] = useState(0);

  useEffect(() => {
    if (rejectedSubmits === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejectedSubmits]);

  function change(field: SessionFormField) {
    return (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A corrected field loses its message at once; the others keep theirs until submit.
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  function close() {
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const result = toNewPrivateSession(values);
    if (!result.ok) {
      setErrors(result.errors);
      setRejectedSubmits((n) => n + 1);
      return;
    }
    setSaving(true);
    const created = await onCreate(result.input);
    setSaving(false);
    if (created) {
      setValues(EMPTY_SESSION_FORM);
      close();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="New Session"
      description="Schedule a private session and keep its notes in one place."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving} loadingText="Creating...">
            Create Session
          </Button>
        </>
      }
    >
      <form
        ref={form}
        id={FORM_ID}
        noValidate
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="Title"
          required
          className="sm:col-span-2"
          value={values.title}
          maxLength={LIMITS.shortText}
          onChange={change('title')}
          error={errors.title}
          placeholder="e.g. Weekly counseling"
        />
        <Select
          label="Session type"
          required
          className="sm:col-span-2"
          options={TYPE_OPTIONS}
          placeholder="Select a session type"
          value={values.sessionType}
          onChange={change('sessionType')}
          error={errors.sessionType}
        />
        <TextField
          label="Date and time"
          type="datetime-local"
          value={values.scheduledAt}
          onChange={change('scheduledAt')}
          error={errors.scheduledAt}
          hint="Optional"
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          step={1}
          value={values.duration}
          onChange={change('duration')}
          error={errors.duration}
          hint="Optional"
        />
        <TextArea
          label="Notes"
          className="sm:col-span-2"
          rows={4}
          value={values.notes}
          maxLength={LIMITS.longText}
          onChange={change('notes')}
          error={errors.notes}
          hint="Optional"
        />
      </form>
    </Dialog>
  );
}
