/**
 * Members an admin adds from User Management. Selah sends no email: the account starts without a
 * password anyone knows, and the admin hands the member a one-time link to set one (the same reset
 * link and 24 hours as "Reset link" on that page).
 */
import type { z } from 'zod';
import type { newMemberSchema, NewMemberResponse } from '@selah/shared';
import type { Db } from '../db/types';
import { insertAccount } from './accounts';
import { toAdminMember } from './admin';
import { createResetLink } from './password-resets';

export type NewMemberInput = z.output<typeof newMemberSchema>;

/**
 * Creates the account (never an admin, not yet seen) and its set-your-password link, in the
 * caller's write transaction. `passwordHash` is the hash of a password nobody knows, so the account
 * cannot be signed in to, and a sign-in attempt for it costs what any other costs, until the link
 * is used. A taken email or username is a 409 naming the field.
 */
export async function addMember(
  tx: Db,
  input: NewMemberInput,
  passwordHash: string,
  now: Date,
  baseUrl: string,
): Promise<NewMemberResponse> {
  const row = await insertAccount(
    tx,
    {
      username: input.username,
      email: input.email,
      name: input.name,
      passwordHash,
      isAdmin: false,
      timeZone: null,
      seen: false,
    },
    now,
  );
  const { url, expiresAt } = await createResetLink(tx, row.id, now, baseUrl);
  return { member: toAdminMember(row), link: { url, expiresAt } };
}
