import { ButtonLink } from '../../ui/ButtonLink';
import { HomeIcon } from '../../ui/icons';

/** Any unknown path: "404 Page Not Found", with a way home. */
export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-center py-16 text-center sm:py-24">
      <img
        src="/images/inspiration-4.svg"
        alt=""
        width={320}
        height={200}
        className="h-40 w-64 rounded-[2rem] object-cover shadow-[var(--shadow-soft)] sm:h-48 sm:w-80"
      />
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
