import { lazy, Suspense, useEffect, useRef } from 'react';
import { TOAST_HOTKEY, type ToastItem } from './toast-context';

/**
 * A toast follows something the member did, never the first screen: its code (timer, swipe) loads
 * with the first one, from the service worker's cache, and stays off the first route.
 */
const Toast = lazy(() => import('./Toast').then((module) => ({ default: module.Toast })));

/**
 * The "Notifications (F8)" region: always in the page (so F8 has somewhere to go and screen readers
 * know it), at most 420 px wide: on phones at the bottom, just above the navigation bar (at the top
 * it covered the header and a screen's "Back" for five seconds), bottom-right from md up.
 */
export function ToastViewport({
  toast,
  onDismiss,
}: {
  toast: ToastItem | null;
  onDismiss: (id: number) => void;
}) {
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      // Of this visit only: never part of the remembered screen (lib/remembered-screen.ts).
      data-not-remembered=""
      tabIndex={-1}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-[420px] flex-col p-4 pb-[calc(5rem+env(safe-area-inset-bottom))] outline-none md:right-0 md:left-auto md:mx-0 md:pb-4"
    >
      <ol className="flex flex-col gap-2">
        {toast && (
          <Suspense fallback={null}>
            <Toast key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />
          </Suspense>
        )}
      </ol>
    </section>
  );
}
