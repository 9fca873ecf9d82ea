import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { countPendingChanges, useOutboxCount } from '../../db/useOutboxCount';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../ui/button-styles';
import { LogOutIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast/useToast';

const SignOutConfirmDialog = lazy(() => import('./SignOutConfirmDialog'));

/**
 * Signs out. Signing out deletes the member's local database (the next person on this browser must
 * not see their rows), so with changes that never reached the server (waiting, or parked as
 * "couldn't sync") it asks first and says how many would be lost.
 */
export function SignOutButton({
  compact = false,
  asButton = false,
}: {
  compact?: boolean;
  /**
   * Drawn as an outlined button (Settings, beside "Sign out everywhere") rather than as the
   * sidebar's quiet row, whose muted text read as disabled next to an outlined button.
   */
  asButton?: boolean;
}) {
  const { signOut } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const pending = useOutboxCount() ?? 0;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function doSignOut() {
    setBusy(true);
    try {
      await signOut();
      setConfirming(false);
      toast({ title: 'Signed out', description: 'Come back soon. Peace be with you.' });
      navigate('/');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={async () => {
          // Read the count now: the live count may not have loaded yet right after start.
          if ((await countPendingChanges()) > 0) setConfirming(true);
          else await doSignOut();
        }}
        disabled={busy}
        className={
          asButton
            ? buttonClasses({ variant: 'secondary' })
            : cn(
                'inline-flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-ink-muted hover:bg-surface-muted hover:text-ink',
                compact ? 'h-11 rounded-full px-3' : 'h-11 w-full rounded-xl px-3',
              )
        }
      >
        <LogOutIcon className={compact || asButton ? 'size-4' : 'size-5'} />
        Sign out
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <SignOutConfirmDialog
            pending={pending}
            busy={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void doSignOut()}
          />
        </Suspense>
      )}
    </>
  );
}
