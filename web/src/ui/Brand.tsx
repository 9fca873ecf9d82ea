import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';
import { LogoMark } from './icons';

export const TAGLINE = 'Your faith-based wellness community';

/** "Selah" with its mark, a home link at least 44 px tall; the tagline under it where there is room. */
export function Brand({
  withTagline = false,
  className,
}: {
  withTagline?: boolean;
  className?: string;
}) {
  return (
    <Link to="/" className={cn('flex min-h-11 items-center gap-3 rounded-xl', className)}>
      <LogoMark className={withTagline ? 'size-10' : 'size-8'} />
      <span className="flex flex-col">
        <span className="font-display text-xl leading-tight font-semibold tracking-tight text-ink">
          Selah
        </span>
        {withTagline && <span className="text-xs leading-snug text-ink-muted">{TAGLINE}</span>}
      </span>
    </Link>
  );
}
