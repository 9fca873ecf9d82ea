import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';

/** Hovering must rest this long before a tooltip opens (a product requirement). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/**
 * Once a tooltip was open, another opens at once if entered within this window (a product
 * requirement).
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page, like a provider: moving along a toolbar of icon buttons
// shows each label immediately once the first one has opened.
let openTooltips = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;

function shouldSkipDelay(): boolean {
  return openTooltips > 0 || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
}

export interface TooltipProps {
  /** The tooltip text. It describes the trigger; the trigger still needs its own name. */
  content: ReactNode;
  /** One focusable element (usually an icon Button); it gets aria-describedby while open. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
  className?: string;
}

/** A small label shown on hover (after 700 ms) or keyboard focus (at once); Escape hides it. */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    openTooltips++;
    return () => {
      openTooltips--;
      lastClosedAt = Date.now();
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(delayed: boolean) {
    clearTimeout(timer.current);
    if (!delayed || shouldSkipDelay()) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  }

  function hide() {
    clearTimeout(timer.current);
    setOpen(false);
  }

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType !== 'touch') show(true);
      }}
      onPointerLeave={hide}
      onFocus={() => show(false)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={cn(
            'pointer-events-none absolute left-1/2 z-40 w-max max-w-56 -translate-x-1/2 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-canvas shadow-[var(--shadow-lifted)] animate-fade-in',
            side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2',
            className,
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
