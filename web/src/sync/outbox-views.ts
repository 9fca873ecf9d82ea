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

export async function countOutbox(db: SelahDB): Promise<OutboxCounts> {
  let pending = 0;
  let failed = 0;
  await db.outbox.each((entry) => {
    if (entry.lastError === null) pending += 1;
    else failed += 1;
  });
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
