import type { InspirationalContent } from '@selah/shared';
import { categoryLabel } from '../../data/content';
import { Badge, Card, CardHeader, EmptyState, HeartIcon, LightbulbIcon, Spinner } from '../../ui';
import { SectionLink } from './SectionLink';
import { DASHBOARD_INSPIRATIONS } from './dashboard-limits';

export interface InspirationCardProps {
  items: InspirationalContent[] | undefined;
  /** The member's favourite resources (undefined while loading). */
  favorites: ReadonlySet<string> | undefined;
  /** Likes or unlikes a resource: the member's favourites, shared with Resources. */
  onToggleFavorite: (id: string) => void;
}

/** Daily Inspiration: the first three items, with a "View All" link to the resources. */
export function InspirationCard({ items, favorites, onToggleFavorite }: InspirationCardProps) {
  return (
    <Card as="section" aria-labelledby="dashboard-inspiration-title">
      <CardHeader
        icon={<LightbulbIcon />}
        title={<span id="dashboard-inspiration-title">Daily Inspiration</span>}
        action={<SectionLink to="/resources">View All</SectionLink>}
      />
      {items === undefined ? (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading inspiration…" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState text="New words of inspiration will appear here soon." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {items.slice(0, DASHBOARD_INSPIRATIONS).map((item) => (
            <li key={item.id}>
              <article
                aria-label={item.title}
                className="flex h-full flex-col overflow-hidden rounded-2xl border border-line/70 bg-surface-muted/40"
              >
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    alt={item.title}
                    width={480}
                    height={270}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[5/2] w-full object-cover md:aspect-video"
                  />
                ) : (
                  <div
                    aria-hidden="true"
                    className="aspect-[5/2] w-full bg-linear-to-br from-primary-soft to-accent-soft md:aspect-video"
                  />
                )}
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <blockquote className="line-clamp-6 font-display text-base leading-relaxed break-words text-ink">
                    &ldquo;{item.content}&rdquo;
                  </blockquote>
                  <div className="mt-auto flex items-center justify-between gap-2">
                    <div className="min-w-0">
                      {item.author && (
                        <p className="truncate text-sm text-ink-muted">— {item.author}</p>
                      )}
                      <Badge tone="accent" className="mt-1">
                        {categoryLabel(item.category)}
                      </Badge>
                    </div>
                    <button
                      type="button"
                      aria-label={`Like ${item.title}`}
                      aria-pressed={favorites?.has(item.id) === true}
                      onClick={() => onToggleFavorite(item.id)}
                      className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-accent-soft hover:text-accent-ink aria-pressed:text-accent-ink"
                    >
                      <HeartIcon
                        className={favorites?.has(item.id) === true ? 'fill-current' : undefined}
                      />
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
