import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { useSyncStatus, type SyncStatus as SyncStatusValue } from '../../sync';
import { AlertIcon, CloudCheckIcon, CloudOffIcon, RefreshIcon } from '../../ui/icons';
import { useSession } from '../../session/useSession';
import {
  failedText,
  statusDisplay,
  type StatusIcon,
  type StatusTone,
} from '../sync-status/status-text';

const CouldntSyncDialog = lazy(() => import('../sync-status/CouldntSyncDialog'));

/**
 * A sync that finishes faster than this never shows "Syncing…": the periodic check would otherwise
 * flicker the line (and make screen readers announce it) every 30 seconds for nothing.
 */
export const SYNCING_SHOW_DELAY_MS = 600;

const icons: Record<StatusIcon, typeof CloudCheckIcon> = {
  saved: CloudCheckIcon,
  offline: CloudOffIcon,
  syncing: RefreshIcon,
  alert: AlertIcon,
};

const tones: Record<StatusTone, string> = {
  calm: 'text-ink-muted',
  busy: 'text-primary-ink',
  warn: 'text-accent-ink',
};

const inlineControl =
  'rounded-full font-semibold underline decoration-1 underline-offset-2 hover:decoration-2';

/** The engine's status, except that a short "syncing" keeps showing what was there before. */
function useSteadyStatus(status: SyncStatusValue): SyncStatusValue {
  const [shown, setShown] = useState(status);
  useEffect(() => {
    if (status.state !== 'syncing') {
      setShown(status);
      return;
    }
    const timer = setTimeout(() => setShown(status), SYNCING_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return shown;
}

/**
 * Where the member's changes are, always shown, on every screen: offline, N waiting, syncing, all
 * saved, or what failed, with the way out (sign in again, reload, or the "couldn't sync" list).
 * A polite live region, so changes are announced without interrupting.
 */
export function SyncStatus({ className }: { className?: string }) {
  const status = useSteadyStatus(useSyncStatus());
  const { user } = useSession();
  const [listOpen, setListOpen] = useState(false);
  const [listLoaded, setListLoaded] = useState(false);
  const display = statusDisplay(status, user === null);
  const Icon = icons[display.icon];

  function openList() {
    setListLoaded(true);
    setListOpen(true);
  }

  const failuresButton = (
    <button type="button" onClick={openList} className={cn(inlineControl, 'text-accent-ink')}>
      {failedText(status.failed)}
    </button>
  );

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className={cn(
          'flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium',
          tones[display.tone],
          className,
        )}
      >
        {/* The icon and the text stay together; a long text wraps beside its icon, not under it. */}
        <span className="flex min-w-0 items-start gap-2">
          <Icon
            className={cn(
              'size-4 shrink-0',
              status.state === 'syncing' && 'motion-safe:animate-spin',
            )}
          />
          {display.textOpensFailures ? failuresButton : <span>{display.text}</span>}
        </span>
        {display.action === 'signin' && (
          <Link to="/login" className={inlineControl}>
            Sign in
          </Link>
        )}
        {display.action === 'reload' && (
          <button type="button" onClick={() => window.location.reload()} className={inlineControl}>
            Reload
          </button>
        )}
        {!display.textOpensFailures && status.failed > 0 && failuresButton}
      </div>
      {listLoaded && (
        <Suspense fallback={null}>
          <CouldntSyncDialog open={listOpen} onClose={() => setListOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
