import { useState, type FormEvent } from 'react';
import { PRAYER_TEXT_MAX } from '@selah/shared';
import { Button, Dialog, TextArea } from '../../ui';

export interface AnswerPrayerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true once kept (the dialog then clears and closes). */
  onAnswer: (testimony: string) => Promise<boolean>;
}

const FORM_ID = 'answer-prayer';

/** "Mark answered": a short testimony, if the member wishes, for everyone who prayed. */
export function AnswerPrayerDialog({ open, onClose, onAnswer }: AnswerPrayerDialogProps) {
  const [testimony, setTestimony] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const saved = await onAnswer(testimony);
    setSaving(false);
    if (saved) {
      setTestimony('');
      onClose();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Mark this prayer answered"
      description="Everyone who prayed will hear the good news."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving} loadingText="Saving…">
            Mark answered
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <TextArea
          label="Share how it was answered (optional)"
          hint={`Up to ${PRAYER_TEXT_MAX} characters.`}
          rows={4}
          value={testimony}
          maxLength={PRAYER_TEXT_MAX}
          onChange={(event) => setTestimony(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
