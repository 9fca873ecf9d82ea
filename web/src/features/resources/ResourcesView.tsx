import { Fragment, type ReactNode } from 'react';
import type { InspirationalContent } from '@selah/shared';
import { categoryLabel } from '../../data/content';
import { Button, EmptyState, PageHeader, Spinner, StatCard, TextField } from '../../ui';
import { cn } from '../../lib/cn';
import { ALL_CATEGORIES } from './filter-resources';

export interface ResourcesViewProps {
  /** The filtered resources; undefined while loading. */
  items: InspirationalContent[] | undefined;
  /** Whether any content exists at all (so an empty result can say "no match"). */
  hasContent: boolean;
  counts: { total: number; motivation: number; mindfulness: number; growth: number };
  categories: string[];
  search: string;
  category: string;
  onSearchChange: (value: string) => void;
  onCategoryChange: (value: string) => void;
  onClearFilters: () => void;
  /** The header's actions (the admin's "Add content"), or nothing. */
  actions?: ReactNode;
  /** One resource's card (its actions and state belong to the page). */
  renderCard: (item: InspirationalContent) => ReactNode;
}

/**
 * /resources: search and category filter first, then the cards; the counts come last, so a phone
 * opens on what the member came for.
 */
export function ResourcesView(props: ResourcesViewProps) {
  const { items, counts, categories, search, category } = props;
  const choices = [ALL_CATEGORIES, ...categories];
  return (
    <div>
      <PageHeader
        title="Resources"
        description="Verses, reflections and encouragement for every season."
        actions={props.actions}
      />
      <div className="flex flex-col gap-6">
        <section aria-label="Search and filter" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label="Search resources"
              type="search"
              className="flex-1"
              placeholder="Search by title, content or author"
              value={search}
              onChange={(event) => props.onSearchChange(event.target.value)}
            />
            <Button variant="secondary" onClick={props.onClearFilters} className="sm:h-12">
              Clear Filters
            </Button>
          </div>
          <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
            {choices.map((choice) => {
              const selected = choice === category;
              return (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => props.onCategoryChange(choice)}
                  className={cn(
                    'h-11 rounded-full border px-4 sm:h-9 text-sm font-semibold transition-colors',
                    selected
                      ? 'border-primary bg-primary text-on-primary'
                      : 'border-line bg-surface text-ink hover:bg-surface-muted',
                  )}
                >
                  {choice === ALL_CATEGORIES ? 'All' : categoryLabel(choice)}
                </button>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="resources-list-heading">
          <h2 id="resources-list-heading" className="sr-only">
            Resources list
          </h2>
          {items === undefined ? (
            <div className="grid place-items-center py-12">
              <Spinner label="Loading resources..." />
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              text={props.hasContent ? 'No resources match your search' : 'No resources yet.'}
            />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((item) => (
                <Fragment key={item.id}>{props.renderCard(item)}</Fragment>
              ))}
            </ul>
          )}
        </section>

        <section aria-label="Resource counts" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="Total" value={counts.total} />
          <StatCard label="Motivation" value={counts.motivation} tone="accent" />
          <StatCard label="Mindfulness" value={counts.mindfulness} />
          <StatCard label="Growth" value={counts.growth} tone="neutral" />
        </section>
      </div>
    </div>
  );
}
