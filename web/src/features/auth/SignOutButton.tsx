import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/useSession';
import { useOutboxCount } from '../../db/useOutboxCount';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LogOutIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast/useToast';

/**
 * Signs out. With changes still waiting to reach the server it asks first (DESIGN 3.10): they stay
 * safe in this member's local database and go up at the next sign-in, but the member should know.
 */
export function SignOutButton({ compact = false }: { compact?: boolean }) {
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
        onClick={() => (pending > 0 ? setConfirming(true) : void doSignOut())}
        disabled={busy}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink',
          compact ? 'h-9 px-3' : 'h-8 px-2.5',
        )}
      >
        <LogOutIcon className="size-4" />
        Sign out
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        title="Sign out with unsynced changes?"
        description={`${pending} ${pending === 1 ? 'change hasn’t' : 'changes haven’t'} reached the server yet. They stay saved on this device and will sync the next time you sign in here.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Stay signed in
            </Button>
            <Button
              variant="danger"
              onClick={() => void doSignOut()}
              loading={busy}
              loadingText="Signing out..."
            >
              Sign out anyway
            </Button>
          </>
        }
      />
    </>
  );
}
