/** Play/pause/stop glyphs for the meditation controls (decorative: their buttons carry the names). */
const common = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'currentColor',
} as const;

export function PlayGlyph({ className = 'size-4 shrink-0' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.87l10.5-6.5a1 1 0 0 0 0-1.74L9.5 4.63A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

export function PauseGlyph({ className = 'size-4 shrink-0' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

export function StopGlyph({ className = 'size-4 shrink-0' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <rect x="6" y="6" width="12" height="12" rx="2" />
    </svg>
  );
}

const outline = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** "Save for offline": an arrow down into a tray. */
export function DownloadGlyph({ className = 'size-4 shrink-0' }: { className?: string }) {
  return (
    <svg {...outline} className={className}>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}

/** "Saved for offline": a check in a circle. */
export function SavedGlyph({ className = 'size-4 shrink-0' }: { className?: string }) {
  return (
    <svg {...outline} className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </svg>
  );
}
