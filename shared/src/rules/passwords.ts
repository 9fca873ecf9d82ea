import { PASSWORD_MIN_LENGTH } from '../constants/users';

/** Why a new password and its confirmation cannot be used, checked in the spec's signup order. */
export type NewPasswordProblem = 'mismatch' | 'tooShort';

/**
 * The first problem with a new password typed twice (signup, change password, reset link), or
 * null. The server's schemas say the same with zod; this lets a form answer before any request.
 */
export function newPasswordProblem(password: string, confirm: string): NewPasswordProblem | null {
  if (password !== confirm) return 'mismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return null;
}
