/**
 * Private session writes (personal: guests use them locally too). Each is one Dexie read-write
 * transaction that changes the row and appends the matching outbox mutation.
 */
import { uuidv7, type CreatePrivateSession, type PrivateSession } from '@selah/shared';
import { enqueue, getDb, rowOwnerId, writeWithOutbox } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';

export type NewPrivateSession = Pick<
  CreatePrivateSession,
  'title' | 'sessionType' | 'scheduledAt' | 'duration' | 'notes'
>;

/** Saves a new scheduled session. Throws a ZodError (with the field's message) on invalid input. */
export async function createPrivateSession(input: NewPrivateSession): Promise<PrivateSession> {
  const { createPrivateSessionSchema } = await loadWriteSchemas();
  const parsed = createPrivateSessionSchema.parse(input);
  const db = getDb();
  const row: PrivateSession = {
    id: uuidv7(),
    userId: rowOwnerId(db),
    title: parsed.title,
    notes: parsed.notes,
    sessionType: parsed.sessionType,
    duration: parsed.duration ?? null,
    scheduledAt: parsed.scheduledAt ?? null,
    completedAt: null,
    createdAt: new Date().toISOString(),
  };
  await writeWithOutbox(db, [db.privateSessions], async () => {
    await db.privateSessions.add(row);
    await enqueue(db, {
      name: 'privateSession.create',
      args: {
        id: row.id,
        title: row.title,
        sessionType: row.sessionType,
        scheduledAt: row.scheduledAt,
        duration: row.duration,
        notes: row.notes,
        createdAt: row.createdAt,
      },
    });
  });
  return row;
}

/**
 * Marks a session completed now. Returns false (and changes nothing) when it was already completed;
 * throws when the session does not exist.
 */
export async function completePrivateSession(id: string): Promise<boolean> {
  const db = getDb();
  return writeWithOutbox(db, [db.privateSessions], async () => {
    const session = await db.privateSessions.get(id);
    if (!session) throw new Error('This session no longer exists');
    if (session.completedAt !== null) return false;
    const completedAt = new Date().toISOString();
    await db.privateSessions.put({ ...session, completedAt });
    await enqueue(db, { name: 'privateSession.complete', args: { id, completedAt } });
    return true;
  });
}

/** Deletes a session; deleting one that is already gone does nothing. */
export async function deletePrivateSession(id: string): Promise<void> {
  const db = getDb();
  await writeWithOutbox(db, [db.privateSessions], async () => {
    if (!(await db.privateSessions.get(id))) return;
    await db.privateSessions.delete(id);
    await enqueue(db, { name: 'privateSession.delete', args: { id } });
  });
}
