import { REPORT_REASON_LABELS, relativeTime, type ReportedPost } from '@selah/shared';
import {
  AlertIcon,
  Badge,
  Button,
  Card,
  CardHeader,
  CloudOffIcon,
  EmptyState,
  EyeIcon,
  EyeOffIcon,
  RefreshIcon,
  Spinner,
} from '../../ui';
import type { ModerationState, ReportsState } from './useReportedPosts';

export const REPORTS_EMPTY_MESSAGE = 'No reported posts. The community is being kind.';
export const REPORTS_OFFLINE_MESSAGE = 'Reports load when you’re back online.';

export interface ReportedPostsProps {
  state: ReportsState;
  moderation: ModerationState;
  now: Date;
  onRetry: () => void;
  onLoadMore: () => void;
  onModerate: (postId: string, action: 'hide' | 'restore', table: ReportedPost['table']) => void;
}

/** "Reported posts": what members reported, why, and Hide post / Restore post. For admins. */
export function ReportedPosts({
  state,
  moderation,
  now,
  onRetry,
  onLoadMore,
  onModerate,
}: ReportedPostsProps) {
  return (
    <Card
      as="section"
      aria-labelledby="reported-posts-heading"
      aria-busy={state.status === 'loading'}
    >
      <CardHeader
        title={<span id="reported-posts-heading">Reported posts</span>}
        description="Posts and prayer requests members reported, newest report first. Hiding one takes it away from every member."
      />
      {state.status === 'loading' && (
        <div className="grid place-items-center py-8">
          <Spinner label="Loading reported posts…" />
        </div>
      )}
      {state.status === 'offline' && (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <CloudOffIcon className="size-6 text-ink-muted" />
          <p className="text-ink">{REPORTS_OFFLINE_MESSAGE}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
            Reload reports
          </Button>
        </div>
      )}
      {state.status === 'error' && (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <AlertIcon className="size-6 text-ink-muted" />
          <p role="alert" className="text-ink">
            {state.message}
          </p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
            Reload reports
          </Button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <EmptyState text={REPORTS_EMPTY_MESSAGE} />
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-line/70">
              {state.items.map((item) => (
                <ReportedPostItem
                  key={item.post.id}
                  item={item}
                  now={now}
                  moderation={moderation[item.post.id]}
                  onModerate={onModerate}
                />
              ))}
            </ul>
            {(state.next !== null || state.moreError) && (
              <div className="mt-4 flex flex-col items-center gap-2">
                {state.moreError && (
                  <p role="alert" className="text-sm text-danger-ink">
                    {state.moreError}
                  </p>
                )}
                {state.next !== null && (
                  <Button
                    variant="secondary"
                    loading={state.loadingMore}
                    loadingText="Loading…"
                    onClick={onLoadMore}
                  >
                    Load more
                  </Button>
                )}
              </div>
            )}
          </>
        ))}
    </Card>
  );
}

function ReportedPostItem({
  item,
  now,
  moderation,
  onModerate,
}: {
  item: ReportedPost;
  now: Date;
  moderation: ModerationState[string] | undefined;
  onModerate: ReportedPostsProps['onModerate'];
}) {
  const { post } = item;
  const prayer = item.table === 'prayerRequests';
  const noun = prayer ? 'request' : 'post';
  const hidden = item.hiddenAt !== null;
  const headingId = `reported-${post.id}-author`;
  const count = item.reports.length;
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold text-ink">
            {prayer ? 'Prayer request' : 'Post'} by {post.author.name}
            {post.isAnonymous && ' (asked anonymously)'}
          </h3>
          <Badge tone={hidden ? 'danger' : 'success'}>{hidden ? 'Hidden' : 'Visible'}</Badge>
          <time dateTime={post.createdAt} className="text-sm text-ink-muted">
            {relativeTime(post.createdAt, now, 'community')}
          </time>
        </div>
        <blockquote className="rounded-2xl bg-surface-muted/60 px-4 py-3 leading-relaxed break-words whitespace-pre-wrap text-ink">
          {post.content}
        </blockquote>
        <div>
          <h4 className="text-sm font-semibold text-ink-muted">
            {count === 1 ? '1 report' : `${count} reports`}
          </h4>
          <ul className="mt-2 flex flex-col gap-2">
            {item.reports.map((report) => (
              <li
                key={`${report.reporter.id}-${report.createdAt}`}
                className="rounded-xl border border-line/70 px-3 py-2 text-sm"
              >
                <p className="text-ink">
                  <span className="font-semibold">{report.reporter.name}</span>
                  {' · '}
                  {REPORT_REASON_LABELS[report.reason]}
                  {' · '}
                  <time dateTime={report.createdAt} className="text-ink-muted">
                    {relativeTime(report.createdAt, now).toLowerCase()}
                  </time>
                </p>
                {report.note && (
                  <p className="mt-1 break-words whitespace-pre-wrap text-ink-muted">
                    “{report.note}”
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start gap-2">
          <Button
            variant={hidden ? 'secondary' : 'danger'}
            icon={hidden ? <EyeIcon /> : <EyeOffIcon />}
            aria-describedby={headingId}
            loading={moderation?.busy}
            loadingText={hidden ? 'Restoring…' : 'Hiding…'}
            onClick={() => onModerate(post.id, hidden ? 'restore' : 'hide', item.table)}
          >
            {hidden ? `Restore ${noun}` : `Hide ${noun}`}
          </Button>
          {moderation?.error && (
            <p role="alert" className="text-sm text-danger-ink">
              {moderation.error}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
