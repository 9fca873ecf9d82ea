/** Icons for the care pieces (24 x 24, 1.75 stroke, currentColor, decorative like ui/icons). */
import type { ReactNode } from 'react';

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

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />
    </Svg>
  );
}

export function MessageIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5Z" />
    </Svg>
  );
}

export function GlobeIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5Z" />
    </Svg>
  );
}

/** Two hands around a heart: "Get help now". */
export function CareIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M12 8.2c-.9-1.6-3.6-1.5-3.6.8 0 1.7 2.2 3.2 3.6 4.2 1.4-1 3.6-2.5 3.6-4.2 0-2.3-2.7-2.4-3.6-.8Z" />
      <path d="M3 13.5 6.5 17c.6.6 1.4 1 2.3 1H15M21 13.5 17.5 17" />
      <path d="M3 13.5V11a1.5 1.5 0 0 1 3 0v2.5M21 13.5V11a1.5 1.5 0 0 0-3 0v2.5" />
    </Svg>
  );
}

export function ShieldHeartIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M12 3.5 5 6v5.5c0 4.2 2.9 7.6 7 9 4.1-1.4 7-4.8 7-9V6l-7-2.5Z" />
      <path d="M12 10c-.7-1.2-2.8-1.1-2.8.6 0 1.3 1.7 2.5 2.8 3.2 1.1-.7 2.8-1.9 2.8-3.2 0-1.7-2.1-1.8-2.8-.6Z" />
    </Svg>
  );
}
