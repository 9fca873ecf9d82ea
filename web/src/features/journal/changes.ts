import type { JournalEntry, UpdateJournalEntry } from '@selah/shared';
import type { NewJournalEntry } from '../../data/journal';

/**
 * The fields the member actually changed in the edit form (titles compare trimmed, as they are
 * saved), so an unchanged form queues nothing and a change sends only what changed.
 */
export function changedFields(entry: JournalEntry, values: NewJournalEntry): UpdateJournalEntry {
  const changes: UpdateJournalEntry = {};
  if (values.title.trim() !== entry.title) changes.title = values.title;
  if (values.content !== entry.content) changes.content = values.content;
  if (values.category !== undefined && values.category !== entry.category) {
    changes.category = values.category;
  }
  return changes;
}
