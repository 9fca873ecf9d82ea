import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

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
      description={`${pending} ${pending === 1 ? 'change hasn’t' : 'changes haven’t'} reached the server yet. They stay saved on this device and will sync the next time you sign in here.`}
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
