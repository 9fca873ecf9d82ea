import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes: the session cookie's value. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256 in hex (one-shot: every signed-in request runs it). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A password nobody knows, for seeded demo members who must not be able to sign in. */
export function unguessablePassword(): string {
  return randomBytes(32).toString('base64url');
}
