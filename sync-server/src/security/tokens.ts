import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the session cookie's value. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A password nobody knows, for seeded demo members who must not be able to sign in. */
export function unguessablePassword(): string {
  return randomBytes(32).toString('base64url');
}
