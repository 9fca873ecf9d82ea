import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete this entry?". */
  title: ReactNode;
  /** What will happen, e.g. "“Morning prayer” will be deleted. This can’t be undone." */
  description?: ReactNode;
  /** The confirming button's label, e.g. "Delete". */
  confirmLabel: string;
  /** Shown on the confirming button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Escape, a click outside, Close or Cancel. */
  onCancel: () => void;
}

/**
 * "Are you sure?" before something that cannot be undone: an alertdialog with Cancel and a
 * danger-styled confirm button. Render it inside another Dialog's children to stack it over that
 * dialog (Headless UI then keeps the one below open).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
