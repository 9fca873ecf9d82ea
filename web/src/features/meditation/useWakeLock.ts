import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active`, where the Screen Wake Lock API exists. The browser drops
 * the lock when the page is hidden, so it is asked for again on return. Failures (battery saver,
 * no permission) are ignored: the timer counts by the clock either way.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;

    const acquire = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (ended) void lock.release().catch(() => {});
        else sentinel = lock;
      } catch {
        // Not granted: nothing to do.
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && (sentinel === null || sentinel.released)) {
        void acquire();
      }
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => {});
      sentinel = null;
    };
  }, [active]);
}
