import { useMemo, useState } from 'react';
import { useSession } from '../../session/useSession';
import { useInspirationalContent } from '../../data/content';
import { ContentManager } from './ContentManager';
import { ResourcesView } from './ResourcesView';
import { ALL_CATEGORIES, categoriesOf, filterResources, resourceCounts } from './filter-resources';

/** /resources: everyone browses; admins also get the content manager. */
export default function ResourcesPage() {
  const { user } = useSession();
  const content = useInspirationalContent();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const all = useMemo(() => content ?? [], [content]);
  const filtered = useMemo(
    () => (content ? filterResources(content, search, category) : undefined),
    [content, search, category],
  );

  return (
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
      manager={user?.isAdmin ? <ContentManager /> : undefined}
    />
  );
}
