/** The care pieces any screen shows: "Get help now", its dialog, and the gentle offer of help. */
export {
  CARE_DIALOG_BLESSING,
  CARE_DIALOG_TITLE,
  CARE_PANEL_WAIT_MS,
  CareDialog,
  SAFETY_PLAN_PATH,
  loadCareDialog,
  preloadCareDialog,
  type CareDialogProps,
} from './CareDialog';
export { GET_HELP_LABEL, GetHelpButton, type GetHelpButtonProps } from './GetHelpButton';
export { CrisisLineSentence, CrisisOfferNote } from './CrisisOfferNote';
export { HelplineList } from './HelplineList';
