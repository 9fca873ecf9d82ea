import { isRouteErrorResponse, Link } from 'react-router-dom';
import { hasVersionChanged, VERSION_CHANGE_MESSAGE } from '../db/version-change';
import { buttonClasses } from '../ui/button-styles';

function describe(error: unknown): { title: string; body: string } {
  if (hasVersionChanged() || (error instanceof Error && error.name === 'DatabaseClosedError')) {
    return { title: 'Please reload', body: VERSION_CHANGE_MESSAGE };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: '404 Page Not Found', body: 'This page has wandered off.' };
  }
  if (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Loading chunk/i.test(error.message)
  ) {
    return {
      title: 'This page needs a refresh',
      body: 'A newer version of Selah is available. Reload to open this page.',
    };
  }
  return {
    title: 'Something went wrong',
    body: 'Your entries are safe on this device. Reload the page to carry on.',
  };
}

/** Shown instead of a screen that crashed: calm words, the way back, and no stack traces. */
export function RouteError({ error }: { error: unknown }) {
  const { title, body } = describe(error);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
      <p className="text-ink-muted">{body}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
