import type { InspirationalContent } from '@selah/shared';
import { categoryLabel } from '../../data/content';
import { Badge, Card, CardHeader, EmptyState, HeartIcon, LightbulbIcon, Spinner } from '../../ui';
import { InertButton } from './InertButton';
import { SectionLink } from './SectionLink';

export const DASHBOARD_INSPIRATIONS = 3;

/** Daily Inspiration: the first three items, with a "View All" link to the resources. */
export function InspirationCard({ items }: { items: InspirationalContent[] | undefined }) {
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
                    <InertButton
                      label="Like"
                      className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted"
                    >
                      <HeartIcon />
                    </InertButton>
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
