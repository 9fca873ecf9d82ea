/**
 * Private session writes (personal: guests use them locally too), each one Dexie read-write
 * transaction that changes the row and queues the matching mutation (data/mutate.ts).
 */
import { uuidv7, type CreatePrivateSession, type PrivateSession } from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { mutate } from '../mutate';

export type NewPrivateSession = Pick<
  CreatePrivateSession,
  'title' | 'sessionType' | 'scheduledAt' | 'duration' | 'notes'
>;

/** Private session writes on the database `currentDb()` returns when each is called. */
export function createPrivateSessionRepository(currentDb: () => SelahDB) {
  return {
    /** Saves a new scheduled session. Throws a ZodError (with the field's message) on bad input. */
    async createPrivateSession(input: NewPrivateSession): Promise<PrivateSession> {
      const { after } = await mutate(currentDb(), 'privateSession.create', {
        ...input,
        id: uuidv7(),
        createdAt: new Date().toISOString(),
      });
      return after as PrivateSession;
    },

    /**
     * Marks a session completed now. Returns false (and changes nothing) when it was already
     * completed; throws when the session does not exist.
     */
    async completePrivateSession(id: string): Promise<boolean> {
      const db = currentDb();
      const session = await db.privateSessions.get(id);
      if (!session) throw new Error('This session no longer exists');
      if (session.completedAt !== null) return false;
      const completedAt = new Date().toISOString();
      return (await mutate(db, 'privateSession.complete', { id, completedAt })).changed;
    },

    /** Deletes a session; deleting one that is already gone does nothing. */
    async deletePrivateSession(id: string): Promise<void> {
      await mutate(currentDb(), 'privateSession.delete', { id });
    },
  };
}

export const { createPrivateSession, completePrivateSession, deletePrivateSession } =
  createPrivateSessionRepository(getDb);
