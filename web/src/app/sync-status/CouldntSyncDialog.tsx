import { useState } from 'react';
import { formatMoodDate } from '@selah/shared';
import { discardFailed, retryFailed, useFailedMutations, type FailedMutation } from '../../sync';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useToast } from '../../ui/toast/useToast';
import { describeMutation, type TitleLookup } from '@selah/shared';
import { useRowTitles } from './useRowTitles';

export const COULDNT_SYNC_TITLE = 'Changes that couldn’t sync';

/**
 * The "couldn't sync" list: each change the server turned down for good, in words, with its
 * reason, and Retry / Discard. Discarding cannot be undone, so it asks first. Its own chunk: most
 * members never open it.
 */
export default function CouldntSyncDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const failed = useFailedMutations();
  const titleOf = useRowTitles(failed.map((change) => change.args.id));
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<FailedMutation | null>(null);

  async function retry(change: FailedMutation) {
    setBusy(change.mutationId);
    try {
      await retryFailed(change.mutationId);
      toast({ title: 'Trying again', description: describeMutation(change, titleOf) });
    } catch (error) {
      console.warn('Could not queue the change again', error);
      toast({ title: 'Couldn’t retry', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function discard(change: FailedMutation) {
    setBusy(change.mutationId);
    try {
      await discardFailed(change.mutationId);
      setDiscarding(null);
      toast({ title: 'Change discarded' });
    } catch (error) {
      console.warn('Could not discard the change', error);
      toast({
        title: 'Couldn’t discard',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={COULDNT_SYNC_TITLE}
      description="The server turned these changes down. Retry to send one again, or discard it to go back to what the server has."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {failed.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing left here: every change is on its way.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Changes that couldn’t sync">
          {failed.map((change) => (
            <FailedChange
              key={change.mutationId}
              change={change}
              titleOf={titleOf}
              busy={busy === change.mutationId}
              onRetry={() => void retry(change)}
              onDiscard={() => setDiscarding(change)}
            />
          ))}
        </ul>
      )}
      {/* Nested inside the list's dialog, so Headless UI stacks it instead of closing the list. */}
      <Dialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        role="alertdialog"
        size="sm"
        title="Discard this change?"
        description={
          discarding &&
          `${describeMutation(discarding, titleOf)} will not reach the server, and this device goes back to the server’s copy. This can’t be undone.`
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setDiscarding(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={discarding !== null && busy === discarding.mutationId}
              loadingText="Discarding..."
              onClick={() => discarding && void discard(discarding)}
            >
              Discard change
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

function FailedChange({
  change,
  titleOf,
  busy,
  onRetry,
  onDiscard,
}: {
  change: FailedMutation;
  titleOf: TitleLookup;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const labelId = `failed-${change.mutationId}`;
  return (
    <li
      aria-labelledby={labelId}
      className="flex flex-col gap-3 rounded-2xl border border-line/70 bg-surface-muted/40 p-4"
    >
      <div className="min-w-0">
        <p id={labelId} className="font-semibold break-words text-ink">
          {describeMutation(change, titleOf)}
        </p>
        <p className="mt-1 text-sm break-words text-ink-muted">
          <span className="font-medium text-accent-ink">Reason:</span> {change.lastError}
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          Made <time dateTime={change.createdAt}>{formatMoodDate(change.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={onRetry}
          loading={busy}
          loadingText="Retrying..."
          aria-describedby={labelId}
        >
          Retry
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDiscard}
          disabled={busy}
          aria-describedby={labelId}
        >
          Discard
        </Button>
      </div>
    </li>
  );
}
