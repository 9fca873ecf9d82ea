import { createContext } from 'react';
import type { User } from '@selah/shared';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SessionValue {
  /** The signed-in member, or null for a guest. Known offline too (cached from the last visit). */
  user: User | null;
  /** False until GET /api/me has answered (or failed) once; `user` is the cached guess until then. */
  checked: boolean;
  /**
   * POST /api/login, then the guest's local data is adopted into the member's database.
   * Throws ApiError (wrong password...) or NetworkError (offline).
   */
  signIn: (email: string, password: string) => Promise<User>;
  /** POST /api/signup. Throws like signIn. */
  signUp: (input: SignUpInput) => Promise<User>;
  /**
   * POST /api/logout (retried later if offline), back to the guest database, and the member's local
   * database deleted (unsynced changes with it: callers warn first).
   */
  signOut: () => Promise<void>;
  /** After the account was deleted: back to the guest database, the member's local data removed. */
  forgetDeletedAccount: () => Promise<void>;
  /** The member's own profile as the server now has it (after PATCH /api/me). */
  updateUser: (user: User) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);
