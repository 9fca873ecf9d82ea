import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';
import {
  controlClasses,
  describedByProps,
  FormField,
  useFieldIds,
  type FieldChromeProps,
} from './FormField';

export type TextFieldProps = FieldChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    /** Content inside the field's right edge (e.g. a show/hide password button). */
    trailing?: ReactNode;
    /** The input itself (e.g. to move focus to it); passed on with the other props. */
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled <input>. Every other prop goes to the input (type, required, value, onChange...). */
export function TextField({
  label,
  hint,
  error,
  className,
  id,
  trailing,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FormField ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          {...describedByProps(ids, hint, error)}
          className={cn(controlClasses, 'h-12', trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FormField>
  );
}
