import { startTransition, useEffect, useState } from 'react';

/**
 * An external store read as React state whose changes render as transitions: for values that
 * change while the first screen is still being rendered and that nobody waits on (the sync status
 * line). useSyncExternalStore is wrong for those: a store that changes during a concurrent render
 * makes React drop that render and render the whole tree again synchronously, in one task (the
 * offline repeat visit's longest task, ~100 ms on the bench machine; Lighthouse's 4x slowdown makes
 * it blocking time). The price: the value can trail the store by a frame or two.
 */
export function useTransitionStore<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read));
    update(); // the store may have changed between the first render and this effect
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
