import { uuidv7, type CreateMeditationSession, type MeditationSession } from '@selah/shared';
import { enqueue, getDb, rowOwnerId, writeWithOutbox } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';

/**
 * Records a finished meditation (duration in minutes) for the current member or guest, in one
 * transaction with its 'meditation.create' outbox entry. Throws the schema's message on bad input.
 */
export async function recordMeditationSession(
  input: Pick<CreateMeditationSession, 'duration' | 'sessionType'> & { completedAt?: string },
): Promise<MeditationSession> {
  const { createMeditationSessionSchema } = await loadWriteSchemas();
  const parsed = createMeditationSessionSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(parsed.error.issues[0]?.message ?? 'Invalid meditation session');
  }
  const db = getDb();
  const row: MeditationSession = {
    id: uuidv7(),
    userId: rowOwnerId(db),
    duration: parsed.data.duration,
    sessionType: parsed.data.sessionType,
    completedAt: parsed.data.completedAt ?? new Date().toISOString(),
  };
  await writeWithOutbox(db, [db.meditationSessions], async () => {
    await db.meditationSessions.add(row);
    await enqueue(db, {
      name: 'meditation.create',
      args: {
        id: row.id,
        duration: row.duration,
        sessionType: row.sessionType,
        completedAt: row.completedAt,
      },
    });
  });
  return row;
}
