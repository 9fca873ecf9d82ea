import { PRIVATE_SESSION_TYPE_LABELS, type PrivateSession } from '@selah/shared';
import { isScheduled } from '../../data/private-sessions';
import { Badge, Button, CalendarHeartIcon, Card, EmptyState } from '../../ui';
import { formatDay, formatMinutes, formatScheduledAt } from './format';

export interface SessionListProps {
  /** In list order; undefined while loading. */
  sessions: PrivateSession[] | undefined;
  onComplete: (id: string) => void;
  /** Asks to delete the session (the page confirms first). */
  onDelete: (session: PrivateSession) => void;
  onScheduleFirst: () => void;
}

/**
 * Each session: title, type, status badge, its details, Mark Complete (while scheduled) and Delete.
 */
export function SessionList({ sessions, onComplete, onDelete, onScheduleFirst }: SessionListProps) {
  if (sessions === undefined) {
    return (
      <p role="status" className="py-8 text-center text-sm text-ink-muted">
        Loading your sessions…
      </p>
    );
  }
  if (sessions.length === 0) {
    return (
      <EmptyState
        icon={<CalendarHeartIcon />}
        text="No sessions yet. Plan time for counseling, coaching or spiritual direction."
        action={<Button onClick={onScheduleFirst}>Schedule First Session</Button>}
      />
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard
            session={session}
            onComplete={() => onComplete(session.id)}
            onDelete={() => onDelete(session)}
          />
        </li>
      ))}
    </ul>
  );
}

function SessionCard({
  session,
  onComplete,
  onDelete,
}: {
  session: PrivateSession;
  onComplete: () => void;
  onDelete: () => void;
}) {
  const scheduled = isScheduled(session);
  const titleId = `session-${session.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="flex h-full flex-col gap-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-display text-lg font-semibold break-words text-ink">
            {session.title}
          </h3>
          <p className="text-sm text-ink-muted">
            {PRIVATE_SESSION_TYPE_LABELS[session.sessionType]}
          </p>
        </div>
        <Badge tone={scheduled ? 'primary' : 'success'}>
          {scheduled ? 'Scheduled' : 'Completed'}
        </Badge>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-muted">Date</dt>
        <dd className="text-ink">
          {session.scheduledAt ? (
            <time dateTime={session.scheduledAt}>{formatScheduledAt(session.scheduledAt)}</time>
          ) : (
            formatScheduledAt(null)
          )}
        </dd>
        <dt className="text-ink-muted">Duration</dt>
        <dd className="text-ink">{formatMinutes(session.duration)}</dd>
        <dt className="text-ink-muted">Created</dt>
        <dd className="text-ink">
          <time dateTime={session.createdAt}>{formatDay(session.createdAt)}</time>
        </dd>
      </dl>
      {session.notes && (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
          {session.notes}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        {scheduled && (
          <Button variant="secondary" size="sm" onClick={onComplete} aria-describedby={titleId}>
            Mark Complete
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={onDelete}
          aria-describedby={titleId}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
