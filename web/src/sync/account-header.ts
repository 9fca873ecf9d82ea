import { GUEST_ACCOUNT, SYNC_ACCOUNT_HEADER } from '@selah/shared';
import type { SelahDB } from '../db/SelahDB';

/**
 * Names whose database a push or pull comes from. The server refuses a member's database under
 * another member's session (every tab shares the cookie), and serves the guest database public rows
 * alone whoever is signed in, so no cycle has to ask who is signed in first.
 */
export function syncAccountHeader(db: SelahDB): Record<string, string> {
  return { [SYNC_ACCOUNT_HEADER]: db.ownerId ?? GUEST_ACCOUNT };
}
