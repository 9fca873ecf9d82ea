import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from './lower-icons';

/**
 * A card header's "View All" style link. Its padding hangs past the card's content edge (negative
 * margin), so the words line up with the edge and the card's title keeps one line at 360 px.
 */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-mr-2.5 inline-flex h-11 items-center gap-1 rounded-full px-2.5 text-sm font-semibold text-primary-ink hover:bg-primary-soft sm:h-9"
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
