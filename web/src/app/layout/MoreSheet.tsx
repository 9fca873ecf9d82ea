import { useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { Dialog } from '../../ui/Dialog';
import type { NavItem } from '../navigation';

export interface MoreSheetProps {
  open: boolean;
  /** Called on Escape, a tap on the overlay or the Close button. */
  onClose: () => void;
  /** Called when a place is chosen: the sheet is to go at once, without its closing transition. */
  onChoose: () => void;
  /** The places to offer (already filtered for the member's role). */
  items: readonly NavItem[];
}

/**
 * The phone's More sheet: every place that is not in the bottom bar, with icon and full name, the
 * screens first and then the member's own (Settings, Privacy, safety plan). The current place is
 * marked (aria-current="page"). Escape, the overlay or Close hand focus back to the More button
 * (Headless UI); choosing a place sends it to the new screen, as the bar's own links do.
 */
export function MoreSheet({ open, onClose, onChoose, items }: MoreSheetProps) {
  const chose = useRef(false);
  const choose = () => {
    chose.current = true;
    onChoose();
  };
  return (
    <Dialog open={open} onClose={onClose} title="More" size="sm">
      <SheetLinks items={items} onChoose={choose} chose={chose} />
    </Dialog>
  );
}

function SheetLinks({
  items,
  onChoose,
  chose,
}: {
  items: readonly NavItem[];
  onChoose: () => void;
  chose: RefObject<boolean>;
}) {
  useEffect(
    () => () => {
      if (!chose.current) return;
      chose.current = false;
      // Headless UI puts focus back on the More button in a microtask once the sheet is gone;
      // after a choice it belongs on the screen the member went to (see AppLayout).
      setTimeout(() => document.getElementById('main-content')?.focus({ preventScroll: true }));
    },
    [chose],
  );
  const screens = items.filter((item) => item.sidebar);
  const own = items.filter((item) => !item.sidebar);
  return (
    <nav aria-label="More places">
      <SheetList items={screens} onChoose={onChoose} />
      {own.length > 0 && (
        <SheetList items={own} onChoose={onChoose} className="mt-3 border-t border-line/70 pt-3" />
      )}
    </nav>
  );
}

function SheetList({
  items,
  onChoose,
  className,
}: {
  items: readonly NavItem[];
  onChoose: () => void;
  className?: string;
}) {
  return (
    <ul className={cn('grid grid-cols-2 gap-1.5', className)}>
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to} className="min-w-0">
          <NavLink
            to={to}
            onClick={onChoose}
            className={({ isActive }) =>
              cn(
                'flex min-h-12 items-center gap-3 rounded-xl px-3 py-2.5 text-sm leading-tight font-medium transition-colors',
                isActive
                  ? 'bg-primary-soft font-semibold text-primary-ink'
                  : 'text-ink hover:bg-surface-muted',
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon
                  className={cn('size-5 shrink-0', isActive ? 'text-primary' : 'text-ink-muted')}
                />
                {label}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
