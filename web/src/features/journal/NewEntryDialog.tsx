import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_JOURNAL_CATEGORY,
  JOURNAL_CATEGORIES,
  JOURNAL_CATEGORY_LABELS,
  LIMITS,
  type JournalCategory,
  type JournalEntry,
} from '@selah/shared';
import type { NewJournalEntry } from '../../data/journal';
import { preloadWriteSchemas } from '../../data/load-write-schemas';
import { Button, Dialog, Select, TextArea, TextField } from '../../ui';

const CATEGORY_OPTIONS = JOURNAL_CATEGORIES.map((value) => ({
  value,
  label: JOURNAL_CATEGORY_LABELS[value],
}));

export interface NewEntryDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves true when saved (the form resets and closes), false to keep the text for a retry. */
  onSave: (entry: NewJournalEntry) => Promise<boolean>;
  /**
   * Editing an existing entry: the form starts from it and is titled "Edit Entry". Give the dialog
   * a new `key` each time it opens, so each opening starts a fresh form.
   */
  editing?: JournalEntry;
}

/**
 * Title, content and category (Reflection by default). Per the spec, a missing title or content
 * makes submitting silently do nothing: the fields are marked required, no message is shown.
 */
export function NewEntryDialog({ open, onClose, onSave, editing }: NewEntryDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [category, setCategory] = useState<JournalCategory>(
    editing?.category ?? DEFAULT_JOURNAL_CATEGORY,
  );
  const [saving, setSaving] = useState(false);
  // The save validates with the write schemas, kept off the first route: fetch them as the form
  // opens, so saving does not wait for them.
  useEffect(() => {
    if (open) preloadWriteSchemas();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || title.trim() === '' || content.trim() === '') return;
    setSaving(true);
    const saved = await onSave({ title, content, category });
    setSaving(false);
    if (saved && editing) {
      onClose();
    } else if (saved) {
      setTitle('');
      setContent('');
      setCategory(DEFAULT_JOURNAL_CATEGORY);
      onClose();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Entry' : 'New Entry'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving...">
            {editing ? 'Save Changes' : 'Save Entry'}
          </Button>
        </>
      }
    >
      {/* noValidate: the spec wants a silent no-op, not the browser's "fill in this field" bubble. */}
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Title"
          required
          value={title}
          maxLength={LIMITS.shortText}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="Give your entry a title"
        />
        <TextArea
          label="Content"
          required
          rows={8}
          value={content}
          maxLength={LIMITS.longText}
          onChange={(event) => setContent(event.target.value)}
          placeholder="What is on your heart today?"
        />
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => setCategory(event.target.value as JournalCategory)}
        />
      </form>
    </Dialog>
  );
}
