/** Icons of the dashboard's lower sections, which load as their own chunk (LowerSections). */
import { icon } from '../../ui/icons';

export const ClockIcon = icon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

export const PenIcon = icon(
  'PenIcon',
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);

export const WindIcon = icon(
  'WindIcon',
  <>
    <path d="M3 8h10.5a2.5 2.5 0 1 0-2.5-2.5" />
    <path d="M3 12h15.5a2.5 2.5 0 1 1-2.5 2.5" />
    <path d="M3 16h7" />
  </>,
);

export const ShareIcon = icon(
  'ShareIcon',
  <>
    <path d="M12 15V3.5" />
    <path d="m7.5 8 4.5-4.5L16.5 8" />
    <path d="M5 13v5.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V13" />
  </>,
);

export const ArrowRightIcon = icon('ArrowRightIcon', <path d="M5 12h14M13 6l6 6-6 6" />);
