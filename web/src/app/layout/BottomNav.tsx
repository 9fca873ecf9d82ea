import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { BOTTOM_NAV_ITEMS } from '../navigation';

/**
 * The phone navigation: nine short labels in a bar that scrolls sideways inside itself (the page
 * never overflows at 360 px); the current item is kept in view.
 */
export function BottomNav() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    // After the next paint, when the layout is already done: scrolling right after a commit forced
    // the whole page's layout on the spot (at start-up: a 100 ms task at 4x CPU slowdown).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const current = list.current?.querySelector('[aria-current="page"]');
        current?.scrollIntoView({ block: 'nearest', inline: 'center' });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <nav
      aria-label="Main, mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line/80 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul ref={list} className="scrollbar-none flex snap-x overflow-x-auto px-1">
        {BOTTOM_NAV_ITEMS.map(({ to, shortLabel, icon: Icon }) => (
          <li key={to} className="min-w-[4.5rem] flex-1 snap-start">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 px-1 pt-2 pb-2 text-[11px] leading-none font-medium',
                  isActive ? 'text-primary-ink' : 'text-ink-muted hover:text-ink',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'grid h-7 w-12 place-items-center rounded-full transition-colors',
                      isActive && 'bg-primary-soft',
                    )}
                  >
                    <Icon className="size-5" />
                  </span>
                  {shortLabel}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
