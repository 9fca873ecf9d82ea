/**
 * Gives the browser a turn (to paint, to handle input, to run what is queued) before the caller goes
 * on, in a task of its own: `scheduler.yield()` where the browser has it (the continuation goes
 * before other queued tasks), a zero-delay timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
