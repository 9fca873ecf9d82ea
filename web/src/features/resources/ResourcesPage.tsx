import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { InspirationalContent } from '@selah/shared';
import { useSession } from '../../session/useSession';
import {
  SIGN_IN_TO_FAVORITE,
  deleteInspirationalContent,
  toggleFavorite,
  useFavorites,
  useInspirationalContent,
} from '../../data/content';
import { Button, ConfirmDialog, PlusIcon, useToast } from '../../ui';
import { ContentManager } from './ContentManager';
import { ResourceViewDialog } from './ResourceViewDialog';
import { ResourceCard, resourceElementId } from './ResourceCard';
import { ResourcesView } from './ResourcesView';
import { ALL_CATEGORIES, categoriesOf, filterResources, resourceCounts } from './filter-resources';
import { shareResource } from './share-resource';

/**
 * The content dialog: open or not, with the empty form or one resource to edit (kept while it
 * closes, so its title does not change on the way out).
 */
type Editing = { open: boolean; item?: InspirationalContent | undefined };

/**
 * /resources: everyone browses, shares and (signed in) keeps favourites; admins also add, edit and
 * delete content. Opened with `#<id>` (a shared link), it scrolls to that resource and outlines it.
 */
export default function ResourcesPage() {
  const { user } = useSession();
  const { toast } = useToast();
  const { hash } = useLocation();
  const content = useInspirationalContent();
  const favorites = useFavorites();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<InspirationalContent | undefined>();
  // Kept while the reading view fades out, so its text does not empty first.
  const [reading, setReading] = useState<{ item: InspirationalContent | null; open: boolean }>({
    item: null,
    open: false,
  });
  const [busy, setBusy] = useState(false);
  const isAdmin = user?.isAdmin === true;

  const all = useMemo(() => content ?? [], [content]);
  const filtered = useMemo(
    () => (content ? filterResources(content, search, category) : undefined),
    [content, search, category],
  );

  const linkedId = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined;
  const loaded = content !== undefined;
  useEffect(() => {
    if (!linkedId || !loaded) return;
    document
      .getElementById(resourceElementId(linkedId))
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [linkedId, loaded]);

  async function like(item: InspirationalContent) {
    if (!user) {
      toast({ title: SIGN_IN_TO_FAVORITE });
      return;
    }
    try {
      await toggleFavorite(item.id);
    } catch (error) {
      toast({
        title: 'Favourite not saved',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function share(item: InspirationalContent) {
    try {
      if ((await shareResource(item)) === 'copied') {
        toast({ title: 'Link copied', description: `Anyone with Selah can open “${item.title}”.` });
      }
    } catch {
      toast({
        title: 'Link not copied',
        description: 'This browser would not copy it. Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteInspirationalContent(deleting.id);
      toast({ title: 'Content deleted', description: `“${deleting.title}” was removed.` });
      setDeleting(undefined);
    } catch (error) {
      toast({
        title: 'Content not deleted',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ResourcesView
        items={filtered}
        hasContent={all.length > 0}
        counts={resourceCounts(all)}
        categories={categoriesOf(all)}
        search={search}
        category={category}
        onSearchChange={setSearch}
        onCategoryChange={setCategory}
        onClearFilters={() => {
          setSearch('');
          setCategory(ALL_CATEGORIES);
        }}
        actions={
          isAdmin ? (
            <Button icon={<PlusIcon />} onClick={() => setEditing({ open: true, item: undefined })}>
              Add content
            </Button>
          ) : undefined
        }
        renderCard={(item) => (
          <ResourceCard
            item={item}
            favorite={favorites?.has(item.id) ?? false}
            highlighted={item.id === linkedId}
            onToggleFavorite={() => void like(item)}
            onShare={() => void share(item)}
            onRead={() => setReading({ item, open: true })}
            {...(isAdmin
              ? {
                  onEdit: () => setEditing({ open: true, item }),
                  onDelete: () => setDeleting(item),
                }
              : {})}
          />
        )}
      />
      <ResourceViewDialog
        item={reading.item}
        open={reading.open}
        favorite={reading.item ? (favorites?.has(reading.item.id) ?? false) : false}
        onClose={() => setReading((current) => ({ ...current, open: false }))}
        onToggleFavorite={(item) => void like(item)}
        onShare={(item) => void share(item)}
      />
      {isAdmin && (
        <>
          <ContentManager
            open={editing.open}
            item={editing.item}
            onClose={() => setEditing((current) => ({ ...current, open: false }))}
          />
          <ConfirmDialog
            open={deleting !== undefined}
            title="Delete this resource?"
            description={
              deleting
                ? `“${deleting.title}” will be removed for everyone. This can’t be undone.`
                : undefined
            }
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={busy}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(undefined)}
          />
        </>
      )}
    </>
  );
}
