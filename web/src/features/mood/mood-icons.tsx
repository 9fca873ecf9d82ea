/** Icons only this screen uses (same grid and stroke as the UI kit's; decorative). */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function FlameIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M12 3c.5 3 2.5 4.5 4 6.5a7 7 0 1 1-11.2 1.6C6 13 8 13 8.5 11 9.2 8 10.5 5.5 12 3Z" />
      <path d="M12 21a3 3 0 0 1-3-3c0-2 1.5-3 3-5 1.5 2 3 3 3 5a3 3 0 0 1-3 3Z" />
    </svg>
  );
}

export function CalendarIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M8 3v4M16 3v4M3.5 10h17" />
    </svg>
  );
}
