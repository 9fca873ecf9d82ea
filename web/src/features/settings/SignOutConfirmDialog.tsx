import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/**
 * Signing out deletes this member's data from the device, so changes that have not reached the
 * server (waiting or couldn't sync) would be lost: say how many, plainly.
 */
export function signOutWarning(pending: number): string {
  const changes = pending === 1 ? '1 change hasn’t' : `${pending} changes haven’t`;
  const them = pending === 1 ? 'it' : 'they';
  return `${changes} reached the server yet. Signing out removes your data from this device, so ${them} will be lost.`;
}

/** "Sign out with unsynced changes?" — its own chunk, loaded only when needed. */
export default function SignOutConfirmDialog({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title="Sign out with unsynced changes?"
      description={signOutWarning(pending)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Stay signed in
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} loadingText="Signing out...">
            Sign out anyway
          </Button>
        </>
      }
    />
  );
}
