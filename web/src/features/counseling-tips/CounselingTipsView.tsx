import { formatShortDate, type CounselingTip } from '@selah/shared';
import { categoryLabel } from '../../data/content';
import {
  Badge,
  Card,
  EmptyState,
  LightbulbIcon,
  PageHeader,
  SparklesIcon,
  Spinner,
} from '../../ui';

export interface CounselingTipsViewProps {
  /** Active tips in creation order; undefined while loading. */
  tips: CounselingTip[] | undefined;
  featured: CounselingTip | null;
  timeZone: string;
}

function AddedDate({ tip, timeZone }: { tip: CounselingTip; timeZone: string }) {
  return (
    <p className="text-xs text-ink-muted">
      Added <time dateTime={tip.createdAt}>{formatShortDate(tip.createdAt, timeZone)}</time>
    </p>
  );
}

/** /counseling-tips: today's featured tip and every active tip. */
export function CounselingTipsView({ tips, featured, timeZone }: CounselingTipsViewProps) {
  return (
    <div>
      <PageHeader
        title="Counseling Tips"
        description="Gentle, practical guidance for heart, mind and faith."
      />
      {tips === undefined ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading tips..." size="lg" />
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          {featured && (
            <Card
              as="section"
              aria-labelledby="featured-tip-heading"
              className="border-primary/30 bg-primary-soft/60"
            >
              <div className="mb-3 flex items-center gap-2 text-primary-ink">
                <SparklesIcon className="size-5" />
                <h2
                  id="featured-tip-heading"
                  className="text-sm font-semibold tracking-wide uppercase"
                >
                  Today’s Featured Tip
                </h2>
              </div>
              <h3 className="font-display text-2xl font-semibold text-ink">{featured.title}</h3>
              <p className="mt-3 max-w-3xl leading-relaxed text-ink">{featured.content}</p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Badge tone="primary">{categoryLabel(featured.category)}</Badge>
                <AddedDate tip={featured} timeZone={timeZone} />
              </div>
            </Card>
          )}
          <section aria-labelledby="all-tips-heading">
            <h2 id="all-tips-heading" className="mb-4 text-xl font-semibold text-ink">
              All Counseling Tips
            </h2>
            {tips.length === 0 ? (
              <EmptyState icon={<LightbulbIcon />} text="No counseling tips available" />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {tips.map((tip) => (
                  <Card as="li" key={tip.id} className="flex flex-col gap-3">
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="font-semibold text-ink">{tip.title}</h3>
                      <Badge tone="accent">{categoryLabel(tip.category)}</Badge>
                    </div>
                    <p className="flex-1 text-sm leading-relaxed text-ink-muted">{tip.content}</p>
                    <AddedDate tip={tip} timeZone={timeZone} />
                  </Card>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
