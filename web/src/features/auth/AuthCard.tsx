import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

/** The card an auth form sits on, with its h1 and a line of context. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card padding="lg" className="animate-fade-in">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-sm text-ink-muted">{description}</p>
      <div className="mt-7">{children}</div>
      {footer && (
        <div className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">
          {footer}
        </div>
      )}
    </Card>
  );
}
