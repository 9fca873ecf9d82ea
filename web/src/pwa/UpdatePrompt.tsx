import { useEffect, useState } from 'react';
import { Button } from '../ui/Button';
import { hasOpenDialog, useIsBusy } from './busy';
import { applyUpdate, startServiceWorker, useUpdateAvailable } from './register-service-worker';
import { markAppVersion } from './version';

/** Whether a modal dialog is open, watched only while `watch` is true (no observer otherwise). */
function useDialogOpen(watch: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watch) return;
    const update = () => setOpen(hasOpenDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [watch]);
  return watch && open;
}

/**
 * "Update available" with a Reload button, once a new version has installed. It appears only while
 * the member is not in the middle of something (no running meditation, no open dialog), and it
 * reloads only when they choose to. "Later" hides it until the next visit.
 *
 * Mounted once for the whole app; it also starts the service worker.
 */
export function UpdatePrompt() {
  useEffect(() => {
    markAppVersion();
    startServiceWorker();
  }, []);

  const available = useUpdateAvailable();
  const busy = useIsBusy();
  const dialogOpen = useDialogOpen(available);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const show = available && !busy && !dialogOpen && !dismissed;

  return (
    // The live region stays mounted so screen readers announce the prompt when it appears.
    <div
      role="status"
      aria-live="polite"
      // Of this visit only: never part of the remembered screen (lib/remembered-screen.ts).
      data-not-remembered=""
      // Whether this page knows of a new version and offers or holds it back: a test that checks
      // the prompt is held back waits for "held", not for a time that might be long enough.
      data-update={!available ? 'none' : show ? 'offered' : 'held'}
    >
      {show && (
        <section
          aria-labelledby="update-available-title"
          className="fixed inset-x-4 bottom-24 z-40 mx-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-line/80 bg-surface p-4 shadow-[var(--shadow-lifted)] md:inset-x-auto md:right-6 md:bottom-6"
        >
          <div className="min-w-0 flex-1">
            <p id="update-available-title" className="font-semibold text-ink">
              Update available
            </p>
            <p className="text-sm text-ink-muted">
              A new version of Selah is ready. Reload when it suits you.
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
              Later
            </Button>
            <Button
              size="sm"
              loading={reloading}
              loadingText="Reloading..."
              onClick={() => {
                setReloading(true);
                applyUpdate();
              }}
            >
              Reload
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
