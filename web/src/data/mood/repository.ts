import { uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { enqueue, getDb, rowOwnerId, writeWithOutbox } from '../../db';
import { loadedWriteSchemas, loadWriteSchemas } from '../load-write-schemas';

export interface LogMoodInput {
  mood: Mood;
  notes?: string;
}

/**
 * Records a mood now: the row and its 'mood.create' outbox entry in one transaction. Blank notes are
 * stored as null and left out of the mutation (SPEC 5). Throws (writing nothing) on invalid input.
 */
export async function logMood(input: LogMoodInput): Promise<MoodEntry> {
  const db = getDb();
  const notes = input.notes?.trim() ? input.notes.trim() : undefined;
  // Preloaded (the Mood screen asks for them as it opens) the write starts at once, without a wait.
  const { MUTATION_ARGS } = loadedWriteSchemas() ?? (await loadWriteSchemas());
  const args = MUTATION_ARGS['mood.create'].parse({
    id: uuidv7(),
    mood: input.mood,
    date: new Date().toISOString(),
    ...(notes !== undefined ? { notes } : {}),
  });
  const row: MoodEntry = {
    id: args.id,
    userId: rowOwnerId(db),
    mood: args.mood,
    notes: args.notes ?? null,
    date: args.date,
  };
  await writeWithOutbox(db, [db.moodEntries], async () => {
    // Both requests go out together (one round trip, not two); if either fails, neither commits.
    await Promise.all([
      db.moodEntries.add(row),
      enqueue(db, {
        name: 'mood.create',
        args: {
          id: row.id,
          mood: row.mood,
          date: row.date,
          ...(args.notes !== undefined ? { notes: args.notes } : {}),
        },
      }),
    ]);
  });
  return row;
}

/** Deletes a mood entry locally and queues 'mood.delete'. Returns whether there was one to delete. */
export async function deleteMoodEntry(id: string): Promise<boolean> {
  const db = getDb();
  return writeWithOutbox(db, [db.moodEntries], async () => {
    const entry = await db.moodEntries.get(id);
    if (!entry) return false;
    await db.moodEntries.delete(id);
    await enqueue(db, { name: 'mood.delete', args: { id } });
    return true;
  });
}
