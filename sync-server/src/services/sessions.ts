import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import type { Db } from '../db/types';

/** Ends every session of the member, on every device ("sign out everywhere"). */
export function deleteAllSessions(db: Db, userId: string): number {
  return db.delete(sessions).where(eq(sessions.userId, userId)).run().changes;
}
