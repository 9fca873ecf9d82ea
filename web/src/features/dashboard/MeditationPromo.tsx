import { Badge, ButtonLink, Card, LotusIcon } from '../../ui';
import { ClockIcon } from './lower-icons';

/** Today's Meditation: a static invitation to the first guided session. */
export function MeditationPromo() {
  return (
    <Card
      as="section"
      aria-labelledby="todays-meditation-title"
      className="flex flex-col gap-4 bg-linear-to-br from-primary-soft to-surface"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary text-on-primary">
          <LotusIcon />
        </span>
        <div>
          <p className="text-sm font-medium text-primary-ink">Today’s Meditation</p>
          <h2 id="todays-meditation-title" className="text-xl font-semibold text-ink">
            Morning Mindfulness
          </h2>
        </div>
      </div>
      <p className="text-sm text-ink-muted">
        Begin your day in stillness, breathing slowly and resting in God’s presence.
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <ClockIcon className="size-4" />
          10 minutes
        </span>
        <Badge tone="primary">Beginner</Badge>
      </div>
      <ButtonLink to="/meditation" className="mt-auto self-start">
        Start Session
      </ButtonLink>
    </Card>
  );
}
