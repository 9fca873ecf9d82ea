import type { ReactNode } from 'react';
import type { Mood } from '@selah/shared';
import { cn } from '../lib/cn';

export interface MoodFaceProps {
  /** The mood to draw; null draws a plain neutral face ("no mood yet"). */
  mood: Mood | null;
  /**
   * The accessible name. Given: the face is an image with that name. Omitted: the face is decorative
   * (aria-hidden), for places where the mood's label is written or read next to it.
   */
  label?: string;
  className?: string;
}

/** Fixed, light fills (the same in light and dark themes); features are drawn in one dark ink. */
const FACE_FILL: Record<Mood | 'none', string> = {
  amazing: '#fcd34d',
  good: '#a7e8c8',
  okay: '#fde7b0',
  down: '#bfd7fb',
  struggling: '#d6ccfa',
  none: '#e7e2dc',
};
const FEATURE = '#3b3632';
const TEAR = '#3b82f6';

const DOT_EYES = (
  <>
    <circle cx="12" cy="14" r="1.9" fill={FEATURE} />
    <circle cx="24" cy="14" r="1.9" fill={FEATURE} />
  </>
);

/** Eyes and mouth of each face, on a 36 x 36 grid. */
const FEATURES: Record<Mood | 'none', ReactNode> = {
  amazing: (
    <>
      <path d="M9.5 15c1-2.2 4-2.2 5 0M21.5 15c1-2.2 4-2.2 5 0" />
      <path d="M10 20.5h16c0 4.6-3.6 8-8 8s-8-3.4-8-8Z" fill={FEATURE} />
    </>
  ),
  good: (
    <>
      {DOT_EYES}
      <path d="M11.5 21.5c3.6 4 9.4 4 13 0" />
    </>
  ),
  okay: (
    <>
      {DOT_EYES}
      <path d="M12 23.5h12" />
    </>
  ),
  down: (
    <>
      {DOT_EYES}
      <path d="M12.5 25.5c3-3 8-3 11 0" />
    </>
  ),
  struggling: (
    <>
      <path d="M9.5 14l4.5-1.8M26.5 14l-4.5-1.8" />
      <circle cx="12.5" cy="16.5" r="1.7" fill={FEATURE} />
      <circle cx="23.5" cy="16.5" r="1.7" fill={FEATURE} />
      <path d="M12 27c3.3-3.8 8.7-3.8 12 0" />
      <path
        d="M25.8 19.5c1.4 2 2.1 3.2 2.1 4.1a2.1 2.1 0 0 1-4.2 0c0-.9.7-2.1 2.1-4.1Z"
        fill={TEAR}
        stroke="none"
      />
    </>
  ),
  none: (
    <>
      {DOT_EYES}
      <path d="M12 23.5h12" />
    </>
  ),
};

/**
 * One of the five mood faces (Amazing, Good, Okay, Down, Struggling) drawn as a small SVG, so it
 * looks the same on every device instead of depending on the system's emoji font. Size it with a
 * `size-*` class (default 2rem).
 */
export function MoodFace({ mood, label, className }: MoodFaceProps) {
  const key = mood ?? 'none';
  const named = label !== undefined;
  return (
    <svg
      viewBox="0 0 36 36"
      className={cn('size-8 shrink-0', className)}
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
      data-mood={key}
      fill="none"
      stroke={FEATURE}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle
        cx="18"
        cy="18"
        r="16.5"
        fill={FACE_FILL[key]}
        stroke={FEATURE}
        strokeOpacity="0.18"
        strokeWidth="1.5"
      />
      {FEATURES[key]}
    </svg>
  );
}
