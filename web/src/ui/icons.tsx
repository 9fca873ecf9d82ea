/**
 * Inline SVG icons (24 x 24 grid, 1.75 stroke, currentColor). Decorative by default: they are
 * aria-hidden, so the control that holds one must have its own accessible name.
 */
import { useId, type ReactNode, type SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** How an icon is drawn: outlined (the default) or filled, and its default size. */
export type IconLook = { filled?: boolean; strokeWidth?: number; className?: string };

/**
 * The one way an icon is made, here and in the screens' own icon files (which keep icons that only
 * one lazily loaded screen uses off the first route).
 */
export function icon(displayName: string, paths: ReactNode, look: IconLook = {}) {
  const { filled = false, strokeWidth = 1.75, className: defaultClassName = 'size-5' } = look;
  function Icon({ className = defaultClassName, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? undefined : 'currentColor'}
        strokeWidth={filled ? undefined : strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** A streak. */
export const FlameIcon = icon(
  'FlameIcon',
  <>
    <path d="M12 3c.5 3 2.5 4.5 4 6.5a7 7 0 1 1-11.2 1.6C6 13 8 13 8.5 11 9.2 8 10.5 5.5 12 3Z" />
    <path d="M12 21a3 3 0 0 1-3-3c0-2 1.5-3 3-5 1.5 2 3 3 3 5a3 3 0 0 1-3 3Z" />
  </>,
);

/** Progress over time. */
export const TrendIcon = icon(
  'TrendIcon',
  <>
    <path d="m3.5 16.5 6-6 4 4 7-7" />
    <path d="M15 7.5h5.5V13" />
  </>,
);

export const HomeIcon = icon(
  'HomeIcon',
  <>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v10.5a1 1 0 0 0 1 1H10v-6h4v6h3.5a1 1 0 0 0 1-1V9" />
  </>,
);

export const SmileIcon = icon(
  'SmileIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.5 14.5c.9 1.2 2.1 1.8 3.5 1.8s2.6-.6 3.5-1.8" />
    <path d="M9 9.75h.01M15 9.75h.01" strokeWidth={2.5} />
  </>,
);

export const TargetIcon = icon(
  'TargetIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.5" />
  </>,
);

export const BookIcon = icon(
  'BookIcon',
  <>
    <path d="M12 6.5c-1.8-1.4-4.3-2-7.5-2v13c3.2 0 5.7.6 7.5 2 1.8-1.4 4.3-2 7.5-2v-13c-3.2 0-5.7.6-7.5 2Z" />
    <path d="M12 6.5v13" />
  </>,
);

export const UsersIcon = icon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8.5" r="3.25" />
    <path d="M3 19.5c.6-3 3-4.75 6-4.75s5.4 1.75 6 4.75" />
    <path d="M15.5 5.6a3.25 3.25 0 0 1 0 5.8M17.5 14.9c1.8.6 3.1 2.2 3.5 4.6" />
  </>,
);

export const LotusIcon = icon(
  'LotusIcon',
  <>
    <path d="M12 19.5c-2.5-1.6-4-4.2-4-7.2 0-2.4 1.5-4.8 4-6.8 2.5 2 4 4.4 4 6.8 0 3-1.5 5.6-4 7.2Z" />
    <path d="M8.3 10.1C6.4 9.6 4.4 9.8 2.5 10.6c.4 4.9 4.4 8.9 9.5 8.9M15.7 10.1c1.9-.5 3.9-.3 5.8.5-.4 4.9-4.4 8.9-9.5 8.9" />
  </>,
);

export const LightbulbIcon = icon(
  'LightbulbIcon',
  <>
    <path d="M9 17.5h6M10 20.5h4" />
    <path d="M12 3.5a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v1.2h5.2v-1.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3.5Z" />
  </>,
);

export const CalendarHeartIcon = icon(
  'CalendarHeartIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4" />
    <path d="M12 18c-1.9-1.2-3-2.3-3-3.6 0-.9.7-1.6 1.5-1.6.6 0 1.1.3 1.5.9.4-.6.9-.9 1.5-.9.8 0 1.5.7 1.5 1.6 0 1.3-1.1 2.4-3 3.6Z" />
  </>,
);

export const ShieldUserIcon = icon(
  'ShieldUserIcon',
  <>
    <path d="M12 3 5 5.8v5.4c0 4.3 2.9 8.1 7 9.3 4.1-1.2 7-5 7-9.3V5.8L12 3Z" />
    <circle cx="12" cy="10.2" r="2.3" />
    <path d="M8.3 16.4c.7-1.5 2.1-2.4 3.7-2.4s3 .9 3.7 2.4" />
  </>,
);

export const SparklesIcon = icon(
  'SparklesIcon',
  <>
    <path d="M10 3.5 11.6 8a2 2 0 0 0 1.3 1.3l4.6 1.7-4.6 1.6a2 2 0 0 0-1.3 1.3L10 18.5l-1.6-4.6a2 2 0 0 0-1.3-1.3L2.5 11l4.6-1.7A2 2 0 0 0 8.4 8L10 3.5Z" />
    <path d="M18 3v4M16 5h4M18.5 16v3.5M16.75 17.75h3.5" />
  </>,
);

export const SettingsIcon = icon(
  'SettingsIcon',
  <>
    <path d="M4 7h9M17 7h3M4 12h3M11 12h9M4 17h11M19 17h1" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);

export const LockIcon = icon(
  'LockIcon',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5v2" />
  </>,
);

/** Four tiles: "more places" (the phone bar's More button). */
export const MoreIcon = icon(
  'MoreIcon',
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.75" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.75" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.75" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.75" />
  </>,
);

export const XIcon = icon('XIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const LogOutIcon = icon(
  'LogOutIcon',
  <>
    <path d="M9.5 20.5H6a1.5 1.5 0 0 1-1.5-1.5V5A1.5 1.5 0 0 1 6 3.5h3.5" />
    <path d="m15.5 16.5 4.5-4.5-4.5-4.5M20 12H9.5" />
  </>,
);

export const LogInIcon = icon(
  'LogInIcon',
  <>
    <path d="M14.5 3.5H18A1.5 1.5 0 0 1 19.5 5v14a1.5 1.5 0 0 1-1.5 1.5h-3.5" />
    <path d="m9.5 16.5 4.5-4.5-4.5-4.5M14 12H3.5" />
  </>,
);

export const HeartIcon = icon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7.1 4.5 4.5 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />,
);

export const CloudOffIcon = icon(
  'CloudOffIcon',
  <>
    <path d="M7.5 8.3A5 5 0 0 0 7 18.5h10.5M20.3 16.6A3.5 3.5 0 0 0 17 11.5h-.6a6 6 0 0 0-7-5.4" />
    <path d="M3 3l18 18" />
  </>,
);

export const CloudCheckIcon = icon(
  'CloudCheckIcon',
  <>
    <path d="M7 18.5a5 5 0 1 1 2.4-9.4 6 6 0 0 1 11.1 3.9 3.5 3.5 0 0 1-3.5 5.5H7Z" />
    <path d="m9.5 14 2 2 3.5-3.5" />
  </>,
);

export const RefreshIcon = icon(
  'RefreshIcon',
  <>
    <path d="M20 11a8 8 0 0 0-14.3-4.7L3.5 8.5M4 13a8 8 0 0 0 14.3 4.7l2.2-2.2" />
    <path d="M3.5 3.5v5h5M20.5 20.5v-5h-5" />
  </>,
);

export const AlertIcon = icon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5" />
    <path d="M12 16.25h.01" strokeWidth={2.5} />
  </>,
);

/** The Selah mark: a sun rising over a calm hill. Decorative; pair it with the visible name. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  // Unique ids: the mark appears in both the sidebar and the phone header, and a gradient
  // referenced from a display:none copy would not paint.
  const id = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={`${id}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
        <clipPath id={`${id}clip`}>
          <rect width="40" height="40" rx="12" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}clip)`}>
        <rect width="40" height="40" fill={`url(#${id}sky)`} />
        <circle cx="20" cy="22" r="7" fill="#fbbf8a" />
        <path d="M0 27c7-5 13-6 20-3.5S33 26 40 23v17H0Z" fill="#fef3e8" />
        <path d="M0 32c8-3 15-3 22-1s12 1.5 18-.5V40H0Z" fill="#e9785a" opacity=".55" />
      </g>
    </svg>
  );
}

export const PhoneIcon = icon(
  'PhoneIcon',
  <>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />
  </>,
);

export const MessageIcon = icon(
  'MessageIcon',
  <>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5Z" />
  </>,
);

export const GlobeIcon = icon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5Z" />
  </>,
);

export const CareIcon = icon(
  'CareIcon',
  <>
    <path d="M12 8.2c-.9-1.6-3.6-1.5-3.6.8 0 1.7 2.2 3.2 3.6 4.2 1.4-1 3.6-2.5 3.6-4.2 0-2.3-2.7-2.4-3.6-.8Z" />
    <path d="M3 13.5 6.5 17c.6.6 1.4 1 2.3 1H15M21 13.5 17.5 17" />
    <path d="M3 13.5V11a1.5 1.5 0 0 1 3 0v2.5M21 13.5V11a1.5 1.5 0 0 0-3 0v2.5" />
  </>,
);

export const ShieldHeartIcon = icon(
  'ShieldHeartIcon',
  <>
    <path d="M12 3.5 5 6v5.5c0 4.2 2.9 7.6 7 9 4.1-1.4 7-4.8 7-9V6l-7-2.5Z" />
    <path d="M12 10c-.7-1.2-2.8-1.1-2.8.6 0 1.3 1.7 2.5 2.8 3.2 1.1-.7 2.8-1.9 2.8-3.2 0-1.7-2.1-1.8-2.8-.6Z" />
  </>,
);
