import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-lg';

/**
 * A disabled button (not yet usable: a form still empty) looks the same whatever its variant: a
 * muted outline with readable text, never a faded colour (dark mode's faded teal with dark text read
 * as half enabled, and was hard to read). A busy one (disabled while its work runs, aria-busy) keeps
 * its colour, a little faded, beside its "...ing" text.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap ' +
  'transition-colors duration-150 select-none disabled:cursor-not-allowed aria-busy:cursor-wait ' +
  'disabled:aria-busy:opacity-70 disabled:not-aria-busy:border disabled:not-aria-busy:border-line ' +
  'disabled:not-aria-busy:bg-surface-muted disabled:not-aria-busy:text-ink-muted ' +
  'disabled:not-aria-busy:shadow-none';

// Hover answers only what can be used (a link drawn as a button too: it is never :disabled).
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm not-disabled:hover:bg-primary-hover',
  accent: 'bg-accent-strong text-on-accent shadow-sm not-disabled:hover:bg-accent-hover',
  secondary: 'border border-line bg-surface text-ink not-disabled:hover:bg-surface-muted',
  ghost: 'text-ink-muted not-disabled:hover:bg-surface-muted not-disabled:hover:text-ink',
  danger: 'bg-danger text-on-danger shadow-sm not-disabled:hover:opacity-90',
};

const sizes: Record<ButtonSize, string> = {
  // 44 px tall where fingers tap (phones), 36 px beside a mouse.
  sm: 'h-11 px-3.5 text-sm sm:h-9',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
  /** An icon button with a full 44 px touch target (steppers on a phone). */
  'icon-lg': 'size-11',
};

/** The button look, for links that should look like buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(base, variants[variant], sizes[size], className);
}
