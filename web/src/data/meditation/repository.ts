import { uuidv7, type CreateMeditationSession, type MeditationSession } from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';
import { mutate } from '../mutate';

export type FinishedMeditation = Pick<CreateMeditationSession, 'duration' | 'sessionType'> & {
  completedAt?: string;
};

/** Meditation writes on the database `currentDb()` returns when each is called. */
export function createMeditationRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Records a finished meditation (duration in minutes) for the current member or guest
     * ('meditation.create'). Throws the schema's message on bad input.
     */
    async recordMeditationSession(input: FinishedMeditation): Promise<MeditationSession> {
      const { createMeditationSessionSchema } = await loadWriteSchemas();
      const parsed = createMeditationSessionSchema.safeParse(input);
      if (!parsed.success) {
        throw new Error(parsed.error.issues[0]?.message ?? 'Invalid meditation session');
      }
      const { after } = await mutate(currentDb(), 'meditation.create', {
        id: uuidv7(),
        duration: parsed.data.duration,
        sessionType: parsed.data.sessionType,
        completedAt: parsed.data.completedAt ?? new Date().toISOString(),
      });
      return after as MeditationSession;
    },
  };
}

export const { recordMeditationSession } = createMeditationRepository(getDb);
