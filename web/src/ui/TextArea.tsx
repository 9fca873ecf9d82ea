import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import {
  controlClasses,
  describedByProps,
  FormField,
  useFieldIds,
  type FieldChromeProps,
} from './FormField';

export type TextAreaProps = FieldChromeProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    /** The textarea itself (e.g. to move focus to it); passed on with the other props. */
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled <textarea>. */
export function TextArea({
  label,
  hint,
  error,
  className,
  id,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FormField ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...describedByProps(ids, hint, error)}
        rows={rows}
        className={cn(controlClasses, 'resize-y py-3 leading-relaxed')}
        {...textarea}
      />
    </FormField>
  );
}
