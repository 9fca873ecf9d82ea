import { useState } from 'react';
import { resetLinkSchema, type ResetLink } from '@selah/shared';
import { ApiError, api, isNetworkError } from '../../lib/api';
import { Button, Dialog } from '../../ui';
import { LinkField, useCopyToClipboard } from './CopyableLink';

/**
 * Makes a one-time password reset link for a member (POST /api/admin/users/{id}/reset-link) and
 * shows it to copy. Selah sends no email: the admin hands the link over themselves.
 */
export function ResetLinkButton({
  memberId,
  memberName,
}: {
  memberId: string;
  memberName: string;
}) {
  const [link, setLink] = useState<ResetLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { copied, copy, reset } = useCopyToClipboard();

  async function make() {
    setPending(true);
    setError(null);
    reset();
    try {
      const answer = await api.post('/api/admin/users/:id/reset-link', {
        param: { id: memberId },
      });
      setLink(resetLinkSchema.parse(answer));
    } catch (failure) {
      setError(
        isNetworkError(failure)
          ? 'Reset links need a connection. Try again when you are back online.'
          : (failure instanceof ApiError && failure.serverMessage) ||
              'Could not make a reset link. Please try again.',
      );
    } finally {
      setPending(false);
    }
  }

  const until = link
    ? new Date(link.expiresAt).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11"
        onClick={make}
        loading={pending}
        loadingText="Making link..."
        aria-label={`Reset link for ${memberName}`}
      >
        Reset link
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      )}
      <Dialog
        open={link !== null}
        onClose={() => setLink(null)}
        title={`Password reset link for ${memberName}`}
        description={`It works once, until ${until}, and signs ${memberName} out on every device. Give it to them yourself, in person or in a message only they read.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setLink(null)}>
              Done
            </Button>
            <Button onClick={() => link && void copy(link.url)}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </>
        }
      >
        <LinkField url={link?.url ?? ''} />
      </Dialog>
    </>
  );
}
