/** Icons only the goals screen uses (the UI kit's factory; decorative). */
import { icon } from '../../ui/icons';

export const MinusIcon = icon('MinusIcon', <path d="M5 12h14" />, {
  strokeWidth: 2,
  className: 'size-4',
});

export const CheckCircleIcon = icon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.5 12.2 2.4 2.4 4.7-4.9" />
  </>,
);
