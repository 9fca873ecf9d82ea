import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './passwords';

describe('newPasswordProblem', () => {
  it('accepts six or more characters typed the same twice', () => {
    expect(newPasswordProblem('still1', 'still1')).toBeNull();
  });

  it('names a mismatch first, as signup does, then a short password', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe('mismatch');
    expect(newPasswordProblem('abcde', 'abcde')).toBe('tooShort');
  });
});
