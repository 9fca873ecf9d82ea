import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from './dashboard-icons';

/** A card header's "View All" style link. */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex h-11 items-center sm:h-9 gap-1 rounded-full px-2.5 text-sm font-semibold text-primary-ink hover:bg-primary-soft"
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
