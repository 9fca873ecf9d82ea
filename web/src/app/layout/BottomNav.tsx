import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { useSession } from '../../session/useSession';
import { MoreIcon } from '../../ui/icons';
import { BOTTOM_NAV_ITEMS, MORE_ITEMS } from '../navigation';

/**
 * The sheet is Headless UI's dialog, kept off the first route (its budget): it loads when the More
 * button is first touched, hovered or focused, from the service worker's cache offline.
 */
const loadMoreSheet = () => import('./MoreSheet');
const MoreSheet = lazy(() => loadMoreSheet().then((module) => ({ default: module.MoreSheet })));
const preloadMoreSheet = () => void loadMoreSheet().catch(() => undefined);

const itemClass = (current: boolean) =>
  cn(
    'flex min-h-14 w-full flex-col items-center justify-center gap-1 px-0.5 py-2 text-[11px] leading-none font-medium whitespace-nowrap',
    current ? 'text-primary-ink' : 'text-ink-muted hover:text-ink',
  );

function ItemBody({
  icon: Icon,
  label,
  current,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  current: boolean;
}) {
  return (
    <>
      <span
        className={cn(
          'grid h-7 w-12 place-items-center rounded-full transition-colors',
          current && 'bg-primary-soft',
        )}
      >
        <Icon className="size-5" />
      </span>
      {label}
    </>
  );
}

/**
 * The phone navigation: the four places members use most and a More button, each a fifth of the
 * width (72 px at 360 px, never scrolling), that opens a sheet with every other place. When the
 * current place lives in the sheet, More is shown as current.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const { user } = useSession();
  // The path the sheet was opened on: moving anywhere else (a choice, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  // Mounted while the member stays on the path it was opened on, so closing it there (Escape, the
  // overlay, Close) plays its transition. Choosing a place unmounts it at once, in the tap's own
  // render, before the new screen (a transition) has even loaded: a closing sheet must never lie
  // over the next screen and take its first taps. Back (another path) unmounts it too.
  const [mountedOn, setMountedOn] = useState<string | null>(null);
  if (open && mountedOn !== pathname) setMountedOn(pathname);
  const mounted = mountedOn === pathname;
  const choosePlace = () => {
    setOpenOn(null);
    setMountedOn(null);
  };

  const more = MORE_ITEMS.filter((item) => !item.adminOnly || user?.isAdmin);
  const moreCurrent = more.some(({ to }) => matchPath({ path: to, end: false }, pathname));

  return (
    <>
      <nav
        aria-label="Main, mobile"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line/80 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="flex px-1">
          {BOTTOM_NAV_ITEMS.map(({ to, shortLabel, icon }) => (
            <li key={to} className="min-w-0 flex-1">
              <NavLink to={to} end={to === '/'} className={({ isActive }) => itemClass(isActive)}>
                {({ isActive }) => <ItemBody icon={icon} label={shortLabel} current={isActive} />}
              </NavLink>
            </li>
          ))}
          <li className="min-w-0 flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-current={moreCurrent ? 'true' : undefined}
              onClick={() => setOpenOn(pathname)}
              onPointerEnter={preloadMoreSheet}
              onTouchStart={preloadMoreSheet}
              onFocus={preloadMoreSheet}
              className={itemClass(moreCurrent)}
            >
              <ItemBody icon={MoreIcon} label="More" current={moreCurrent} />
            </button>
          </li>
        </ul>
      </nav>
      {mounted && (
        <Suspense fallback={null}>
          <MoreSheet
            open={open}
            onClose={() => setOpenOn(null)}
            onChoose={choosePlace}
            items={more}
          />
        </Suspense>
      )}
    </>
  );
}
