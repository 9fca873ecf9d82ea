import { Dialog } from '../ui';
import {
  CARE_DIALOG_BLESSING,
  CARE_DIALOG_TITLE,
  CareDialogBody,
  type CareDialogProps,
} from './CareDialogBody';

/**
 * The care dialog on the UI kit's Dialog (Headless UI): labelled by its title, focus trapped inside
 * and returned to the opener on close, the page behind hidden from assistive tech. CareDialog
 * loads it on first use: Headless UI's dialog is not part of the first route, and the service
 * worker precaches this chunk with the rest of the app.
 */
export function CareDialogPanel({ open, onClose }: CareDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={CARE_DIALOG_TITLE}
      description={CARE_DIALOG_BLESSING}
    >
      <CareDialogBody onClose={onClose} />
    </Dialog>
  );
}
