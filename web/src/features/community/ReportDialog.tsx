import { useState, type FormEvent } from 'react';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@selah/shared';
import { Button, Dialog, TextArea } from '../../ui';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true once the report is kept (the dialog then clears and closes). */
  onReport: (report: { reason: ReportReason; note?: string }) => Promise<boolean>;
  /** What is reported, in the title and the author line ("post" by default). */
  what?: string;
}

const FORM_ID = 'report-post';

/** "Report this post" (or request): a reason (required) and an optional note for the admins. */
export function ReportDialog({ open, onClose, onReport, what = 'post' }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);

  function close() {
    setReason(null);
    setNote('');
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === null || sending) return;
    setSending(true);
    const sent = await onReport({ reason, note: note.trim() || undefined });
    setSending(false);
    if (sent) close();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Report this ${what}`}
      description="An admin will read it. The author is not told who reported it."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            disabled={reason === null}
            loading={sending}
            loadingText="Sending…"
          >
            Send report
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">What is wrong with it?</legend>
          <div className="flex flex-col gap-2">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm text-ink has-checked:border-primary has-checked:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-5 shrink-0 accent-primary"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextArea
          label="Note for the admins (optional)"
          hint={`Up to ${REPORT_NOTE_MAX} characters.`}
          rows={3}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
