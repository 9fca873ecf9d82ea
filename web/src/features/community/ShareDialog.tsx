import { useState, type FormEvent } from 'react';
import { COMMUNITY_POST_BLANK_MESSAGE, LIMITS } from '@selah/shared';
import { Button, Dialog, TextArea } from '../../ui';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true when shared (the text clears and the dialog closes). */
  onShare: (content: string) => Promise<boolean>;
}

const FORM_ID = 'share-encouragement';

/** "Share Encouragement": one message. A blank one gets the spec's alert. */
export function ShareDialog({ open, onClose, onShare }: ShareDialogProps) {
  const [content, setContent] = useState('');
  const [sharing, setSharing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sharing) return;
    if (content.trim() === '') {
      window.alert(COMMUNITY_POST_BLANK_MESSAGE);
      return;
    }
    setSharing(true);
    const shared = await onShare(content);
    setSharing(false);
    if (shared) {
      setContent('');
      onClose();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share Encouragement"
      description="A kind word, a verse or a prayer for the community."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="accent"
            loading={sharing}
            loadingText="Sharing..."
          >
            Share
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <TextArea
          label="Your message"
          rows={5}
          value={content}
          maxLength={LIMITS.postText}
          onChange={(event) => setContent(event.target.value)}
          placeholder="Share something that lifts others up…"
        />
      </form>
    </Dialog>
  );
}
