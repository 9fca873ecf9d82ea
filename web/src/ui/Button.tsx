import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and shows `loadingText` (e.g. "Logging..."). */
  loading?: boolean;
  loadingText?: ReactNode;
  /** An icon shown before the label. */
  icon?: ReactNode;
}

/** A button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  loading = false,
  loadingText,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {!loading && icon}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
