import { and, eq, ne } from 'drizzle-orm';
import { usernameKey, type User } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { memberSpace, nextVersion } from '../db/versions';
import { DUPLICATE_USERNAME_MESSAGE, toUser } from './accounts';
import { conflict } from './errors';

/**
 * Changes the member's own name and username (usernames are unique by usernameKey: whatever their case or Unicode form). The feed
 * shows the new name on their posts at once; devices holding older copies of a post show it once
 * the post changes or is fetched again.
 */
export async function updateProfile(
  tx: Db,
  member: UserRow,
  changes: { name?: string; username?: string },
): Promise<User> {
  const { users } = tablesOf(tx);
  if (changes.username !== undefined) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.usernameKey, usernameKey(changes.username)), ne(users.id, member.id)))
      .limit(1);
    if (taken) throw conflict(DUPLICATE_USERNAME_MESSAGE, 'username');
  }
  const [updated] = await tx
    .update(users)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.username !== undefined
        ? { username: changes.username, usernameKey: usernameKey(changes.username) }
        : {}),
      version: await nextVersion(tx, memberSpace(member.id)),
    })
    .where(eq(users.id, member.id))
    .returning();
  return toUser(updated ?? member);
}
