import { useState, type FormEvent } from 'react';
import {
  CONTENT_CATEGORIES,
  CONTENT_MISSING_FIELDS,
  DEFAULT_CONTENT_CATEGORY,
} from '@selah/shared';
import { ContentInputError, categoryLabel, createInspirationalContent } from '../../data/content';
import {
  Button,
  Card,
  CardHeader,
  PlusIcon,
  Select,
  TextArea,
  TextField,
  useToast,
} from '../../ui';

const CATEGORY_OPTIONS = CONTENT_CATEGORIES.map((value) => ({
  value,
  label: categoryLabel(value),
}));

const EMPTY_FORM = {
  title: '',
  content: '',
  author: '',
  category: DEFAULT_CONTENT_CATEGORY as string,
  imageUrl: '',
};

/** The admin's form to add inspirational content for everyone (written locally, synced later). */
export function ContentManager() {
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY_FORM);
  const [imageError, setImageError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const set = (field: keyof typeof EMPTY_FORM) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setImageError(undefined);
    if (!form.title.trim() || !form.content.trim()) {
      toast({
        title: CONTENT_MISSING_FIELDS.title,
        description: CONTENT_MISSING_FIELDS.description,
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      await createInspirationalContent({
        title: form.title,
        content: form.content,
        author: form.author,
        category: form.category as (typeof CONTENT_CATEGORIES)[number],
        imageUrl: form.imageUrl,
      });
      setForm(EMPTY_FORM);
      toast({
        title: 'Content added successfully!',
        description: 'It is now available to all users.',
      });
    } catch (error) {
      if (error instanceof ContentInputError && error.field === 'imageUrl') {
        setImageError(error.message);
      } else {
        toast({
          title: 'Content not added',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="content-manager-heading">
      <CardHeader
        icon={<PlusIcon />}
        title={<span id="content-manager-heading">Add inspirational content</span>}
        description="Share a verse, a reflection or an encouragement with the whole community."
      />
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Title"
          required
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
          label="Content"
          required
          className="md:col-span-2"
          value={form.content}
          onChange={(event) => set('content')(event.target.value)}
        />
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
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
          <Button type="submit" loading={saving} loadingText="Adding..." icon={<PlusIcon />}>
            Add Content
          </Button>
        </div>
      </form>
    </Card>
  );
}
