/** Outline glyphs for the resource card's actions (their buttons carry the names). */
import { icon } from '../../ui/icons';

const small = { className: 'size-4 shrink-0' };

export const ShareGlyph = icon(
  'ShareGlyph',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
  small,
);

export const PencilGlyph = icon(
  'PencilGlyph',
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
  small,
);

export const TrashGlyph = icon(
  'TrashGlyph',
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
  small,
);
