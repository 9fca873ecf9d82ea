/** Live views of the outbox for the shell: counts and the "couldn't sync" list. */
import type { SelahDB } from '../db/SelahDB';
import type { OutboxEntry } from '../db/SelahDB';
import type { OutboxCounts } from './status';

export interface FailedMutation {
  mutationId: string;
  name: OutboxEntry['name'];
  args: OutboxEntry['args'];
  /** The server's reason. */
  lastError: string;
  createdAt: string;
}

/**
 * Reads the whole outbox in one getAll: the status line runs this again after every change to the
 * outbox (a live query), and walking a cursor instead costs a round trip to the browser's
 * database process per entry, which held up sync's own reads and writes while a long queue drained.
 */
export async function countOutbox(db: SelahDB): Promise<OutboxCounts> {
  let pending = 0;
  let failed = 0;
  for (const entry of await db.outbox.toArray()) {
    if (entry.lastError === null) pending += 1;
    else failed += 1;
  }
  return { pending, failed };
}

/** Parked entries, oldest first. */
export async function listFailedMutations(db: SelahDB): Promise<FailedMutation[]> {
  const parked = await db.outbox
    .orderBy('seq')
    .filter((entry) => entry.lastError !== null)
    .toArray();
  return parked.map(({ mutationId, name, args, lastError, createdAt }) => ({
    mutationId,
    name,
    args,
    lastError: lastError ?? '',
    createdAt,
  })) as FailedMutation[];
}
