import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { tablesOf } from '../../db/dialect';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';

export type VapidKeys = { publicKey: string; privateKey: string };

const VAPID_ROW_ID = 1;

/**
 * The server's VAPID key pair: the one stored in the database, made by whichever node asks first
 * (the insert that loses the race keeps nothing, and every node reads the winner's). Browsers tie a
 * subscription to the public key, so it must be the same on every node and across restarts.
 */
export async function storedVapidKeys(db: Db, now: Date): Promise<VapidKeys> {
  const { vapidKeys } = tablesOf(db);
  const read = async () =>
    (
      await db
        .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
        .from(vapidKeys)
        .where(eq(vapidKeys.id, VAPID_ROW_ID))
        .limit(1)
    )[0];
  const existing = await read();
  if (existing) return existing;
  const fresh = webpush.generateVAPIDKeys();
  await writeTransaction(db, (tx) =>
    tx
      .insert(tablesOf(tx).vapidKeys)
      .values({ id: VAPID_ROW_ID, ...fresh, createdAt: now.toISOString() })
      .onConflictDoNothing(),
  );
  const stored = await read();
  if (!stored) throw new Error('The VAPID keys could not be stored');
  return stored;
}
