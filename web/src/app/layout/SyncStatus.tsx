import { useOutboxCount } from '../../db/useOutboxCount';
import { cn } from '../../lib/cn';
import { useOnlineStatus } from '../../lib/useOnlineStatus';
import { useSyncStatus } from '../../sync';
import { CloudCheckIcon, CloudOffIcon, RefreshIcon } from '../../ui/icons';
import { useSession } from '../session/useSession';

interface Shown {
  icon: typeof CloudCheckIcon;
  short: string;
  long: string;
  tone: 'calm' | 'busy' | 'warn';
}

function useShownStatus(): Shown {
  const online = useOnlineStatus();
  const pending = useOutboxCount() ?? 0;
  const { running, problem } = useSyncStatus();
  const { user } = useSession();
  const waiting = `${pending} ${pending === 1 ? 'change' : 'changes'} waiting`;

  if (!online || problem === 'offline') {
    return {
      icon: CloudOffIcon,
      short: 'Offline',
      long: 'Offline — saved on this device',
      tone: 'warn',
    };
  }
  if (!user) {
    return { icon: CloudCheckIcon, short: 'On device', long: 'Saved on this device', tone: 'calm' };
  }
  if (problem === 'unauthorized') {
    return { icon: CloudOffIcon, short: 'Sign in', long: 'Sign in again to sync', tone: 'warn' };
  }
  if (running) return { icon: RefreshIcon, short: 'Syncing', long: 'Syncing…', tone: 'busy' };
  if (pending > 0)
    return { icon: RefreshIcon, short: `${pending} waiting`, long: waiting, tone: 'busy' };
  return { icon: CloudCheckIcon, short: 'Saved', long: 'All changes saved', tone: 'calm' };
}

const tones = {
  calm: 'text-ink-muted',
  busy: 'text-primary-ink',
  warn: 'text-accent-ink',
} as const;

/** Where the member's changes are: saved, waiting, syncing or offline (DESIGN 5). */
export function SyncStatus({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const shown = useShownStatus();
  const Icon = shown.icon;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium',
        tones[shown.tone],
        className,
      )}
      title={compact ? shown.long : undefined}
    >
      <Icon className="size-4 shrink-0" />
      {compact ? (
        <>
          <span aria-hidden="true">{shown.short}</span>
          <span className="sr-only">{shown.long}</span>
        </>
      ) : (
        <span>{shown.long}</span>
      )}
    </p>
  );
}
