import { useState, type FormEvent } from 'react';
import { ANONYMOUS_AUTHOR_LABEL, PRAYER_BLANK_MESSAGE, PRAYER_TEXT_MAX } from '@selah/shared';
import { Button, Dialog, TextArea } from '../../ui';

export interface SharePrayerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true once kept on the device (the form clears and the dialog closes). */
  onShare: (content: string, isAnonymous: boolean) => Promise<boolean>;
}

const FORM_ID = 'share-prayer-request';

/** "Share a prayer request": what to pray for, and whether to ask without one's name. */
export function SharePrayerDialog({ open, onClose, onShare }: SharePrayerDialogProps) {
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sharing, setSharing] = useState(false);

  function close() {
    setError(undefined);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sharing) return;
    if (content.trim() === '') {
      setError(PRAYER_BLANK_MESSAGE);
      return;
    }
    setSharing(true);
    const shared = await onShare(content, anonymous);
    setSharing(false);
    if (shared) {
      setContent('');
      setAnonymous(false);
      close();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Share a prayer request"
      description="The community will pray with you. Nobody is told who prayed; you see how many did."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={sharing} loadingText="Sharing…">
            Ask for prayer
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextArea
          label="What would you like prayer for?"
          hint={`Up to ${PRAYER_TEXT_MAX} characters.`}
          rows={5}
          value={content}
          maxLength={PRAYER_TEXT_MAX}
          error={error}
          onChange={(event) => {
            setContent(event.target.value);
            setError(undefined);
          }}
        />
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-2.5 text-sm text-ink has-checked:border-primary has-checked:bg-primary-soft">
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <span>
            <span className="block font-semibold">Ask anonymously</span>
            <span className="block text-ink-muted">
              Others see “{ANONYMOUS_AUTHOR_LABEL}” instead of your name.
            </span>
          </span>
        </label>
      </form>
    </Dialog>
  );
}
