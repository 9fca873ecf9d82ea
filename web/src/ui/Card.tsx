import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a titled card is usually a 'section', a list item an 'article'. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  /** Inner spacing; 'none' for cards whose content goes edge to edge (images). */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

const paddings = { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' } as const;

/** The white, softly shadowed panel most content sits on. */
export function Card({ as: Tag = 'div', padding = 'md', className, ...props }: CardProps) {
  return (
    <Tag
      className={cn(
        'rounded-[var(--radius-card)] border border-line/70 bg-surface shadow-[var(--shadow-soft)]',
        paddings[padding],
        className,
      )}
      {...props}
    />
  );
}
