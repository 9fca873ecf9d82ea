/**
 * What signing in and out does to the local databases (one per member): a guest's data is adopted
 * into the member's database; a member's database is deleted when they sign out.
 */
import { removeAccountDatabase } from '../db/remove';
import { forgetMemberSnapshots } from '../lib/member-snapshot';
import { whenSyncIdle } from '../sync';

/** How long sign-out waits for a sync run still using the member's database before deleting it. */
export const SYNC_SETTLE_TIMEOUT_MS = 2000;

/**
 * Moves what the visitor made as a guest into `memberId`'s database. Returns whether changes were
 * queued for upload (the caller then asks sync to flush). A failure is logged, never thrown:
 * signing in must still work, and the guest's data stays where it was (not lost). The adoption
 * code loads here, when someone signs in, not with the first screen.
 */
export async function adoptGuestInto(memberId: string): Promise<boolean> {
  try {
    const { adoptGuestData } = await import('../db/adopt');
    const adopted = await adoptGuestData(memberId);
    return adopted.changes > 0;
  } catch (error) {
    console.warn('Could not move the guest’s data into the account', error);
    return false;
  }
}

/**
 * Deletes `userId`'s local database once sync has let go of it (or after a short wait), and ends
 * this browser's push subscription.
 */
export async function removeLocalAccount(userId: string): Promise<void> {
  forgetMemberSnapshots(userId);
  // Their reminders stop reaching this browser with the rest of their data. Loaded here, not with
  // the first screen (whose scripts are at their budget).
  await import('../lib/push-subscription')
    .then(({ endPushSubscription }) => endPushSubscription())
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SYNC_SETTLE_TIMEOUT_MS);
  });
  // A hung request must not hold sign-out hostage; the database closes under it either way.
  await Promise.race([whenSyncIdle(), timeout]);
  clearTimeout(timer);
  try {
    await removeAccountDatabase(userId);
  } catch (error) {
    console.warn('Could not delete the signed-out member’s local data', error);
  }
}
