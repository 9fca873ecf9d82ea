import { cn } from '../lib/cn';

export interface AvatarProps {
  /** The person's name: used for the initials and, unless decorative, the accessible name. */
  name: string;
  /** Override the computed initials. */
  initials?: string;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'primary' | 'accent' | 'neutral';
  /** True when the name is already written next to the avatar (avoids reading it twice). */
  decorative?: boolean;
  className?: string;
}

/** "Sarah Johnson" -> "SJ"; "grace" -> "G". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;
const tones = {
  primary: 'bg-primary-soft text-primary-ink',
  accent: 'bg-accent-soft text-accent-ink',
  neutral: 'bg-surface-muted text-ink',
} as const;

/** A round initials avatar. */
export function Avatar({
  name,
  initials,
  size = 'md',
  tone = 'primary',
  decorative = false,
  className,
}: AvatarProps) {
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={cn(
        'inline-grid shrink-0 place-items-center rounded-full font-semibold',
        sizes[size],
        tones[tone],
        className,
      )}
    >
      {initials ?? initialsOf(name)}
    </span>
  );
}
