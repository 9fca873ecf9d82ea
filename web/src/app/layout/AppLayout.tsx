import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MEDIUM_SCREEN, useMediaQuery } from '../../lib/useMediaQuery';
import { usePersistentStorageRequest } from '../sync-status/persistent-storage';
import { BottomNav } from './BottomNav';
import { MobileTopBar } from './MobileTopBar';
import { PageFallback } from '../../ui/PageFallback';
import { Sidebar } from './Sidebar';
import { SkipLink } from '../../ui/SkipLink';
import { VersionChangeBanner } from './VersionChangeBanner';

/**
 * The frame around every screen: sidebar from md up, top bar and bottom navigation on phones.
 * The sidebar is not even rendered on a phone: hidden by CSS it still cost the start-up its render,
 * its own sync status line and its layout (bench web part: the offline repeat visit's median went
 * from about 580 to 460 ms without it).
 * After a navigation, focus moves to the main region so keyboard and screen-reader users start
 * at the new screen instead of deep in the navigation.
 */
export function AppLayout() {
  usePersistentStorageRequest();
  const { pathname, key } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const wide = useMediaQuery(MEDIUM_SCREEN);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // Arriving from the sign-in or sign-up screens (another layout, scrolled to its button): the
      // dashboard starts at its top. The app's first page keeps what the browser did.
      if (key !== 'default') window.scrollTo?.({ top: 0 });
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0 });
    // Only a new path moves the page; `key` is read for the first render alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <VersionChangeBanner />
      {wide && <Sidebar />}
      <MobileTopBar />
      <main id="main-content" ref={main} tabIndex={-1} className="outline-none md:pl-64">
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-6 md:pt-10 md:pb-12 lg:px-10">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <BottomNav />
    </div>
  );
}
