import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOutboxCount } from '../../db/useOutboxCount';
import { api } from '../../lib/api';
import { useSession } from '../../session/useSession';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { SignOutButton } from './SignOutButton';
import { FormMessage, SettingsSection, failureText } from './SettingsSection';

/** Sign out here, or on every device (POST /api/logout/everywhere, which needs a connection). */
export function DevicesSection() {
  const { signOut } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const pending = useOutboxCount() ?? 0;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutEverywhere() {
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/logout/everywhere');
      await signOut();
      setConfirming(false);
      toast({ title: 'Signed out everywhere', description: 'Sign in again on each device.' });
      navigate('/');
    } catch (failure) {
      setConfirming(false);
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      id="devices"
      title="Signing out"
      description="Signing out removes your entries from this device; they stay safe on the server."
    >
      <div className="flex flex-wrap gap-3">
        <SignOutButton asButton />
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </div>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <ConfirmDialog
        open={confirming}
        title="Sign out on every device?"
        description={
          pending > 0
            ? `You will need to sign in again on each device. ${pending} ${pending === 1 ? 'change' : 'changes'} on this device have not reached the server yet and would be lost.`
            : 'You will need to sign in again on each device, this one too.'
        }
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={busy}
        onConfirm={signOutEverywhere}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
