import { ANONYMOUS_AUTHOR_LABEL } from '@selah/shared';
import { usePrayerInvitation } from '../../data/prayer/hooks';
import { dismissAnswered, prayFor } from '../../data/prayer/repository';
import { Button, Card, CardHeader, HeartIcon } from '../../ui';
import { SectionLink } from './SectionLink';

function pray(id: string) {
  prayFor(id).catch((error: unknown) => console.warn('Could not save the prayer', error));
}

/**
 * "Pray for one another": two recent requests still waiting for an answer that the member has not
 * prayed for, each with "I prayed"; and, until put away, "A prayer you joined was answered".
 * Shows nothing when there is neither.
 */
export function PrayerInvitationCard() {
  const invitation = usePrayerInvitation();
  if (!invitation || (invitation.toPray.length === 0 && invitation.answered.length === 0)) {
    return null;
  }
  const { toPray, answered } = invitation;
  const latest = answered[0];
  return (
    <Card as="section" aria-labelledby="dashboard-prayer-title">
      <CardHeader
        icon={<HeartIcon />}
        title={<span id="dashboard-prayer-title">Pray for one another</span>}
        action={<SectionLink to="/community/prayer">View All</SectionLink>}
      />
      {latest && (
        <div
          role="status"
          className="mb-4 flex flex-col gap-2 rounded-2xl bg-success-soft/70 p-3 sm:p-4"
        >
          <p className="font-semibold text-ink">A prayer you joined was answered</p>
          <p className="text-sm break-words text-ink">
            {latest.testimony ? `“${latest.testimony}”` : latest.content}
          </p>
          {answered.length > 1 && (
            <p className="text-sm text-ink-muted">
              And {answered.length - 1} more answered since you last looked.
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => void dismissAnswered(answered.map((request) => request.id))}
          >
            Praise God, dismiss
          </Button>
        </div>
      )}
      {toPray.length > 0 && (
        <ul className="flex flex-col gap-3">
          {toPray.map((request) => (
            <li key={request.id} className="rounded-2xl bg-surface-muted/50 p-3 sm:p-4">
              <p className="text-sm font-semibold text-ink">
                {request.author?.name ?? ANONYMOUS_AUTHOR_LABEL}
              </p>
              <p className="mt-1 line-clamp-3 text-sm leading-relaxed break-words text-ink">
                {request.content}
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2 min-h-11"
                icon={<HeartIcon className="size-4" />}
                aria-label={`I prayed for the request by ${request.author?.name ?? ANONYMOUS_AUTHOR_LABEL}`}
                onClick={() => pray(request.id)}
              >
                I prayed
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
