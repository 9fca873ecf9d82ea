import type { SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import {
  controlClasses,
  describedByProps,
  FormField,
  useFieldIds,
  type FieldChromeProps,
} from './FormField';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldChromeProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as "Select a category" (value ""). */
    placeholder?: string;
  };

/** A labelled native <select> (native keeps mobile pickers and screen readers happy). */
export function Select({
  label,
  hint,
  error,
  className,
  id,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FormField ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          {...describedByProps(ids, hint, error)}
          className={cn(controlClasses, 'h-12 appearance-none pr-10')}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 fill-none stroke-current text-ink-muted"
          strokeWidth={2}
        >
          <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </FormField>
  );
}
