/** Icons only this screen uses (same grid and stroke as the UI kit's; decorative). */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function MinusIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M5 12h14" />
    </svg>
  );
}

export function CheckCircleIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...common} strokeWidth={1.75} className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.5 12.2 2.4 2.4 4.7-4.9" />
    </svg>
  );
}

export function TrendIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...common} strokeWidth={1.75} className={className}>
      <path d="m3.5 16.5 6-6 4 4 7-7" />
      <path d="M15 7.5h5.5V13" />
    </svg>
  );
}
