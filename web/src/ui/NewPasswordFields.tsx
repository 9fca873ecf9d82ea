import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** A problem with the pair, shown under the confirmation (where a mismatch is noticed). */
  error?: string | undefined;
}

/**
 * "New password" and "Confirm new password", each with show/hide, named for password managers:
 * changing a password in Settings and setting one from a reset link ask for it the same way.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  error,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        error={error}
      />
    </>
  );
}
