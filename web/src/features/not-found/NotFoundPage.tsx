import { ButtonLink } from '../../ui/ButtonLink';
import { HomeIcon } from '../../ui/icons';

/** Any unknown path (SPEC 2): "404 Page Not Found", with a way home. */
export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-center py-16 text-center sm:py-24">
      <p
        aria-hidden="true"
        className="font-display text-7xl font-semibold text-primary/30 sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-8 font-display text-3xl font-semibold tracking-tight text-ink">
        404 Page Not Found
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">
        This page has wandered off. Take a breath — everything you need is a step away.
      </p>
      <ButtonLink to="/" className="mt-8">
        <HomeIcon className="size-4" />
        Back to Dashboard
      </ButtonLink>
    </div>
  );
}
