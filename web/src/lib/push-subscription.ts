/**
 * Ends this browser's push subscription, if it has one. Called when a member's data leaves the
 * device (sign-out, account deletion): their daily reminder must not keep reaching a browser they
 * left. The server learns of it at its next send (the push service answers 410) and removes the
 * endpoint. Never throws: signing out must work whatever the browser says.
 */
export async function endPushSubscription(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    // getRegistration, not ready: it answers at once when no worker is registered.
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to end, or the browser refused: the next reminder's 410 (or none) settles it.
  }
}
