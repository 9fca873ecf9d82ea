import { useRef, useState, type FormEvent } from 'react';
import {
  CONTENT_CATEGORIES,
  CONTENT_MISSING_FIELDS,
  DEFAULT_CONTENT_CATEGORY,
  type InspirationalContent,
} from '@selah/shared';
import {
  ContentInputError,
  categoryLabel,
  createInspirationalContent,
  updateInspirationalContent,
} from '../../data/content';
import { Button, Dialog, PlusIcon, Select, TextArea, TextField, useToast } from '../../ui';

const CATEGORY_OPTIONS = CONTENT_CATEGORIES.map((value) => ({
  value,
  label: categoryLabel(value),
}));

type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

const EMPTY_FORM = {
  title: '',
  content: '',
  author: '',
  category: DEFAULT_CONTENT_CATEGORY as string,
  imageUrl: '',
};

function formOf(item: InspirationalContent | undefined): typeof EMPTY_FORM {
  if (!item) return EMPTY_FORM;
  return {
    title: item.title,
    content: item.content,
    author: item.author ?? '',
    category: item.category,
    imageUrl: item.imageUrl ?? '',
  };
}

export interface ContentFormProps {
  /** The resource to edit; absent to add a new one. */
  item?: InspirationalContent;
  /** Called once the content was saved (its toast already shown). */
  onSaved: () => void;
}

/**
 * The admin's form to add inspirational content for everyone, or to edit a resource (written
 * locally, synced later).
 */
export function ContentForm({ item, onSaved }: ContentFormProps) {
  const { toast } = useToast();
  const [form, setForm] = useState(() => formOf(item));
  const [imageError, setImageError] = useState<string | undefined>();
  // Besides the toast, each empty required field says so: the dialog makes the page behind it
  // inert, so a screen reader inside the dialog would not hear the toast.
  const [missing, setMissing] = useState({ title: false, content: false });
  const titleField = useRef<HTMLInputElement>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);
  const [saving, setSaving] = useState(false);
  const editing = item !== undefined;

  const set = (field: keyof typeof EMPTY_FORM) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setImageError(undefined);
    const empty = { title: !form.title.trim(), content: !form.content.trim() };
    setMissing(empty);
    if (empty.title || empty.content) {
      (empty.title ? titleField : contentField).current?.focus();
      toast({
        title: CONTENT_MISSING_FIELDS.title,
        description: CONTENT_MISSING_FIELDS.description,
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      const fields = {
        title: form.title,
        content: form.content,
        author: form.author,
        // An edit keeps a seeded category the form does not list (e.g. growth) as it is.
        category: form.category as ContentCategory,
        imageUrl: form.imageUrl,
      };
      if (item) {
        const { category, ...rest } = fields;
        await updateInspirationalContent(
          item.id,
          category === item.category ? rest : { ...rest, category },
        );
        toast({ title: 'Content updated', description: 'Everyone sees the new version.' });
      } else {
        await createInspirationalContent(fields);
        toast({
          title: 'Content added successfully!',
          description: 'It is now available to all users.',
        });
      }
      setSaving(false);
      onSaved();
    } catch (error) {
      setSaving(false);
      if (error instanceof ContentInputError && error.field === 'imageUrl') {
        setImageError(error.message);
      } else {
        toast({
          title: editing ? 'Content not updated' : 'Content not added',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        });
      }
    }
  }

  const categoryOptions = CATEGORY_OPTIONS.some((option) => option.value === form.category)
    ? CATEGORY_OPTIONS
    : [...CATEGORY_OPTIONS, { value: form.category, label: categoryLabel(form.category) }];

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
      <TextField
        ref={titleField}
        label="Title"
        required
        error={missing.title ? 'Please enter a title.' : undefined}
        value={form.title}
        onChange={(event) => set('title')(event.target.value)}
        maxLength={200}
      />
      <TextField
        label="Author (optional)"
        value={form.author}
        onChange={(event) => set('author')(event.target.value)}
        maxLength={200}
      />
      <TextArea
        ref={contentField}
        label="Content"
        required
        error={missing.content ? 'Please enter the content.' : undefined}
        className="md:col-span-2"
        value={form.content}
        onChange={(event) => set('content')(event.target.value)}
      />
      <Select
        label="Category"
        options={categoryOptions}
        value={form.category}
        onChange={(event) => set('category')(event.target.value)}
      />
      <TextField
        label="Image URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={form.imageUrl}
        error={imageError}
        onChange={(event) => set('imageUrl')(event.target.value)}
      />
      <div className="md:col-span-2">
        {editing ? (
          <Button type="submit" loading={saving} loadingText="Saving...">
            Save Changes
          </Button>
        ) : (
          <Button type="submit" loading={saving} loadingText="Adding..." icon={<PlusIcon />}>
            Add Content
          </Button>
        )}
      </div>
    </form>
  );
}

export interface ContentManagerProps {
  open: boolean;
  /** The resource to edit; absent to add a new one. */
  item?: InspirationalContent;
  onClose: () => void;
}

/** The content form in a dialog: "Add inspirational content", or "Edit content" for `item`. */
export function ContentManager({ open, item, onClose }: ContentManagerProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={item ? 'Edit content' : 'Add inspirational content'}
      description={
        item
          ? 'Changes reach every member on their next sync.'
          : 'Share a verse, a reflection or an encouragement with the whole community.'
      }
    >
      {/* Keyed by the resource, so each opening starts from that resource's own fields. */}
      <ContentForm key={item?.id ?? 'new'} item={item} onSaved={onClose} />
    </Dialog>
  );
}
