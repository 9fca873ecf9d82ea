import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import { EyeIcon, EyeOffIcon } from './action-icons';

/** A password input with a show/hide toggle (named "Show password"/"Hide password", aria-pressed). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
