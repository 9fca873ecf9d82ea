import type { InspirationalContent } from '@selah/shared';

/** The category filter's "everything" choice. */
export const ALL_CATEGORIES = 'all';

/**
 * The resources the search and category filter leave: the search matches title, content or
 * author, ignoring case and surrounding spaces; the category must match exactly unless 'all'.
 */
export function filterResources(
  items: readonly InspirationalContent[],
  search: string,
  category: string,
): InspirationalContent[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => {
    if (category !== ALL_CATEGORIES && item.category !== category) return false;
    if (!needle) return true;
    return [item.title, item.content, item.author ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/** The categories present in the data, each once, alphabetically. */
export function categoriesOf(items: readonly InspirationalContent[]): string[] {
  return [...new Set(items.map((item) => item.category))].sort();
}

/** The page's counts, over all content (not the filtered view). */
export function resourceCounts(items: readonly InspirationalContent[]) {
  const count = (category: string) => items.filter((item) => item.category === category).length;
  return {
    total: items.length,
    motivation: count('motivation'),
    mindfulness: count('mindfulness'),
    growth: count('growth'),
  };
}
