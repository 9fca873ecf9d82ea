import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from '../../lib/cn';
import { XIcon } from '../icons';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from './toast-context';

/**
 * One toast. Auto-dismisses after TOAST_DURATION_MS (the clock pauses while the member hovers,
 * focuses or drags it, so it never vanishes mid-read), closes with its button, or by a swipe to the
 * right past TOAST_SWIPE_THRESHOLD_PX.
 */
export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  const swipeStart = useRef<number | null>(null);
  // The parent passes a new callback each render; the timer must not restart because of that.
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  const destructive = toast.variant === 'destructive';

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused]);

  function onPointerDown(event: PointerEvent<HTMLLIElement>) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLLIElement>) {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  }

  function onPointerEnd(event: PointerEvent<HTMLLIElement>) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  }

  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.3, 1 - offset / 200) : undefined,
      }}
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-2xl border p-4 pr-12 shadow-[var(--shadow-lifted)] animate-toast-in',
        offset === 0 && 'transition-[transform,opacity] duration-200',
        destructive ? 'border-danger bg-danger text-on-danger' : 'border-line bg-surface text-ink',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          destructive ? 'bg-on-danger' : 'bg-accent',
        )}
      />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={cn('mt-0.5 text-sm', destructive ? 'text-on-danger' : 'text-ink-muted')}>
            {toast.description}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Close notification"
        className={cn(
          'absolute top-2.5 right-2.5 grid size-8 place-items-center rounded-full',
          destructive
            ? 'hover:bg-black/10'
            : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
        )}
      >
        <XIcon className="size-4" />
      </button>
    </li>
  );
}
