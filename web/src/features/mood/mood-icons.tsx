/** Icons only the mood screen uses (the UI kit's factory; decorative). */
import { icon } from '../../ui/icons';

export const CalendarIcon = icon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M8 3v4M16 3v4M3.5 10h17" />
  </>,
);
