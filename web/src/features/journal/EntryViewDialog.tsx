import { useState } from 'react';
import { JOURNAL_CATEGORY_LABELS, type JournalEntry } from '@selah/shared';
import { Badge, Button, ConfirmDialog, Dialog } from '../../ui';
import { formatEntryDate } from './format';

export interface EntryViewDialogProps {
  entry: JournalEntry | null;
  open: boolean;
  onClose: () => void;
  /** Opens the entry form prefilled with this entry. */
  onEdit: (entry: JournalEntry) => void;
  /** Deletes the entry (after the member confirmed); resolves true when it is gone. */
  onDelete: (entry: JournalEntry) => Promise<boolean>;
}

/**
 * The full entry: title, category, date and the whole text with its line breaks, with Edit and
 * Delete (which asks first: a deleted entry cannot be brought back).
 */
export function EntryViewDialog({ entry, open, onClose, onEdit, onDelete }: EntryViewDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!entry || deleting) return;
    setDeleting(true);
    const deleted = await onDelete(entry);
    setDeleting(false);
    if (deleted) setConfirming(false);
  }

  return (
    <Dialog
      open={open && entry !== null}
      onClose={onClose}
      size="lg"
      title={entry?.title ?? ''}
      description={
        entry && (
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="primary">{JOURNAL_CATEGORY_LABELS[entry.category]}</Badge>
            <time dateTime={entry.createdAt}>{formatEntryDate(entry.createdAt)}</time>
          </span>
        )
      }
      footer={
        entry && (
          <>
            <Button variant="ghost" className="sm:mr-auto" onClick={() => setConfirming(true)}>
              Delete
            </Button>
            <Button variant="secondary" onClick={() => onEdit(entry)}>
              Edit
            </Button>
            <Button onClick={onClose}>Close</Button>
          </>
        )
      }
    >
      {entry && (
        <p className="leading-relaxed break-words whitespace-pre-wrap text-ink">{entry.content}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this entry?"
        description={entry ? `“${entry.title}” will be deleted. This can’t be undone.` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
