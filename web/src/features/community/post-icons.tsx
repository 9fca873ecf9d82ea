import type { ReactNode } from 'react';

/** Icons only the post menu uses, drawn like ui/icons (24 grid, 1.75 stroke, decorative). */
function Svg({ className = 'size-5', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function MoreIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />
    </Svg>
  );
}

export function FlagIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M5.5 20.5v-16M5.5 4.5h11l-2 4 2 4h-11" />
    </Svg>
  );
}

export function MuteIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 19.5a6.5 6.5 0 0 1 11-4.7M16 15l5 5M21 15l-5 5" />
    </Svg>
  );
}
