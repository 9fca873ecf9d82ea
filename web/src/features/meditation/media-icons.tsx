/** Play/pause/stop glyphs for the meditation controls (decorative: their buttons carry the names). */
import { icon } from '../../ui/icons';

const filled = { filled: true, className: 'size-4 shrink-0' };
const outlined = { strokeWidth: 2, className: 'size-4 shrink-0' };

export const PlayGlyph = icon(
  'PlayGlyph',
  <path d="M8 5.5v13a1 1 0 0 0 1.5.87l10.5-6.5a1 1 0 0 0 0-1.74L9.5 4.63A1 1 0 0 0 8 5.5Z" />,
  filled,
);

export const PauseGlyph = icon(
  'PauseGlyph',
  <>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </>,
  filled,
);

export const StopGlyph = icon(
  'StopGlyph',
  <rect x="6" y="6" width="12" height="12" rx="2" />,
  filled,
);

/** "Save for offline": an arrow down into a tray. */
export const DownloadGlyph = icon(
  'DownloadGlyph',
  <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />,
  outlined,
);

/** "Saved for offline": a check in a circle. */
export const SavedGlyph = icon(
  'SavedGlyph',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </>,
  outlined,
);
