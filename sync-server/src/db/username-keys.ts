import { asc, eq, isNull } from 'drizzle-orm';
import { usernameKey } from '@selah/shared';
import { tablesOf } from './dialect';
import { writeTransaction } from './transaction';
import type { Db } from './types';

/**
 * Fills in the username key of members who have none: every member, once, after the migration that
 * added the column (SQL cannot compute the key: SQLite has no Unicode normalization), and members
 * whose rows were written without it (a bulk load). The earliest member keeps a key that two
 * usernames share; a later one keeps their username and no key, and is named in the log for the
 * operator: nobody is renamed behind their back, and nobody new can take the name. Choosing a new
 * username gives them a key. Returns how many members were left without one.
 */
export async function fillUsernameKeys(db: Db): Promise<number> {
  return writeTransaction(db, async (tx) => {
    const { users } = tablesOf(tx);
    const missing = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(isNull(users.usernameKey))
      .orderBy(asc(users.createdAt), asc(users.id));
    let clashes = 0;
    for (const member of missing) {
      const key = usernameKey(member.username);
      const [holder] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.usernameKey, key))
        .limit(1);
      if (holder) {
        clashes += 1;
        console.warn(
          `Username "${member.username}" (member ${member.id}) is the same as "${holder.username}" ` +
            'once case and Unicode form are ignored; it stays until the member picks another one.',
        );
        continue;
      }
      await tx.update(users).set({ usernameKey: key }).where(eq(users.id, member.id));
    }
    return clashes;
  });
}
