import { relativeTime, type MeditationSession } from '@selah/shared';
import { Card, CardHeader, EmptyState, Spinner } from '../../ui';

export interface RecentSessionsListProps {
  sessions: MeditationSession[] | undefined;
  now: Date;
}

/** The latest sessions: type, minutes and when. */
export function RecentSessionsList({ sessions, now }: RecentSessionsListProps) {
  return (
    <Card as="section" aria-labelledby="recent-heading">
      <CardHeader title={<span id="recent-heading">Recent Sessions</span>} />
      {sessions === undefined ? (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading sessions..." />
        </div>
      ) : sessions.length === 0 ? (
        <EmptyState text="No sessions yet. Start a guided session to begin." />
      ) : (
        <ul className="divide-y divide-line/70">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{session.sessionType}</p>
                <p className="text-sm text-ink-muted">
                  <time dateTime={session.completedAt}>
                    {relativeTime(session.completedAt, now)}
                  </time>
                </p>
              </div>
              <span className="shrink-0 text-sm font-semibold text-primary-ink tabular-nums">
                {session.duration} min
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
