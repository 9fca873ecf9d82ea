import { JOURNAL_CATEGORY_LABELS, type JournalEntry } from '@selah/shared';
import { Badge, Button, Dialog } from '../../ui';
import { formatEntryDate } from './format';

export interface EntryViewDialogProps {
  entry: JournalEntry | null;
  open: boolean;
  onClose: () => void;
}

/** The full entry: title, category, date and the whole text with its line breaks. */
export function EntryViewDialog({ entry, open, onClose }: EntryViewDialogProps) {
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
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {entry && (
        <p className="leading-relaxed break-words whitespace-pre-wrap text-ink">{entry.content}</p>
      )}
    </Dialog>
  );
}
