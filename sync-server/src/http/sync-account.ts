import type { Context } from 'hono';
import { ANOTHER_ACCOUNT_MESSAGE, GUEST_ACCOUNT, SYNC_ACCOUNT_HEADER } from '@selah/shared';
import type { UserRow } from '../db/schema';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { signedIn } from './session';

/**
 * Whose database a sync request comes from (SYNC_ACCOUNT_HEADER), checked against the session:
 * a member's database syncs only under that member's session (401 with ANOTHER_ACCOUNT_MESSAGE
 * under someone else's, so their changes are never sent or pulled under another account). A device
 * that does not say (an older app) is the session's.
 */
function expectedAccount(c: Context<AppEnv>): string | undefined {
  return c.req.header(SYNC_ACCOUNT_HEADER) || undefined;
}

/** The member a push is applied for. */
export function pushingMember(c: Context<AppEnv>): UserRow {
  const member = signedIn(c);
  const expected = expectedAccount(c);
  if (expected !== undefined && expected !== member.id) {
    throw new HttpError(401, ANOTHER_ACCOUNT_MESSAGE);
  }
  return member;
}

/**
 * Who a pull is for: the guest database is served public rows alone, whoever is signed in (a
 * member's first visit on a device, before the app has switched to their database); a member's
 * database only under their session.
 */
export function pullingMember(c: Context<AppEnv>): UserRow | null {
  const expected = expectedAccount(c);
  if (expected === GUEST_ACCOUNT) return null;
  if (expected === undefined) return c.get('member');
  return pushingMember(c);
}
