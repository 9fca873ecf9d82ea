/**
 * The shared frame of labelled form controls (TextField, TextArea, Select): a visible <label> tied
 * to its control, an optional hint, and an error message wired up with aria-invalid and
 * aria-describedby.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface FieldChromeProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Classes for the wrapper (spacing in a grid, say). */
  className?: string;
}

export const controlClasses =
  'w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink shadow-xs ' +
  'placeholder:text-ink-muted/80 transition-colors hover:border-ink-muted/50 ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The props a control needs to be described by its hint and error. */
export function describedByProps(ids: FieldIds, hint: ReactNode, error: ReactNode) {
  const describedBy = [hint && !error ? ids.hintId : null, error ? ids.errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function FormField({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: FieldChromeProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.controlId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}
