import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { PageFallback } from '../../ui/PageFallback';
import { SkipLink } from '../../ui/SkipLink';
import { Brand } from '../../ui/Brand';

/**
 * The frame of the sign-up, sign-in and forgot-password screens: a calm picture with the brand on
 * wide screens, the form on a card beside it (stacked on phones).
 */
export function AuthLayout() {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <SkipLink />
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-primary lg:block"
        style={{
          backgroundImage: 'url(/images/inspiration-1.svg)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <div className="absolute inset-0 bg-gradient-to-t from-[#0b3b37]/85 via-transparent via-45% to-transparent" />
        <div className="absolute inset-x-0 bottom-0 p-12 text-white">
          <p className="font-display text-3xl leading-snug">“Be still, and know that I am God.”</p>
          <p className="mt-2 text-sm text-white/85">Psalm 46:10</p>
        </div>
      </aside>
      <div className="flex min-h-dvh flex-col px-4 py-8 sm:px-8 lg:py-12">
        {/* A banner landmark, so the brand is not content outside every landmark (axe "region"). */}
        <header className="mx-auto w-full max-w-md">
          <Brand withTagline />
        </header>
        <main id="main-content" tabIndex={-1} className="flex flex-1 items-center outline-none">
          <div className="mx-auto w-full max-w-md py-8">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
            <p className="mt-6 text-center text-sm">
              <Link
                to="/"
                className="font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline"
              >
                Continue without an account
              </Link>
            </p>
          </div>
        </main>
      </div>
    </div>
  );
}
