import { ButtonLink, Card, UsersIcon } from '../../ui';

/** What a guest sees instead of the feed: the community feed is for signed-in members only. */
export function JoinInvitation() {
  return (
    <Card as="section" padding="lg" className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-ink">
        <UsersIcon className="size-7" />
      </span>
      <h2 className="font-display text-2xl font-semibold text-ink">
        Join the community to share encouragement
      </h2>
      <p className="max-w-md text-ink-muted">
        Members read and like each other’s posts and share words of hope. Create a free account or
        sign in to take part.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/signup" variant="accent">
          Join Community
        </ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          Sign In
        </ButtonLink>
      </div>
    </Card>
  );
}
