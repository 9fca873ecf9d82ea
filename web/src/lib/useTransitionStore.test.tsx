import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { useTransitionStore } from './useTransitionStore';

/** A minimal external store, like the sync engine's status. */
function createStore(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    set(next: number) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Store = ReturnType<typeof createStore>;
type Reader = (store: Store) => number;

const useWithTransitions: Reader = (store) => useTransitionStore(store.subscribe, store.read);
const useWithSyncStore: Reader = (store) => useSyncExternalStore(store.subscribe, store.read);

/**
 * Renders, as a transition, a value from the store beside a sibling that changes the store the first
 * time it renders (sync's status changing while the first screen is being built). Returns how
 * often the sibling rendered before the first commit.
 */
async function renderWhileTheStoreChanges(useValue: Reader) {
  const store = createStore(1);
  let siblingRenders = 0;
  function Value() {
    return <p>value {useValue(store)}</p>;
  }
  function Sibling() {
    siblingRenders += 1;
    if (siblingRenders === 1) store.set(2);
    return null;
  }
  await act(async () => {
    startTransition(() => {
      render(
        <>
          <Value />
          <Sibling />
        </>,
      );
    });
  });
  return { siblingRenders, store };
}

describe('useTransitionStore', () => {
  it('follows the store', async () => {
    const store = createStore(1);
    function Value() {
      return <p>value {useTransitionStore(store.subscribe, store.read)}</p>;
    }
    render(<Value />);
    expect(screen.getByText('value 1')).toBeInTheDocument();
    act(() => store.set(5));
    await waitFor(() => expect(screen.getByText('value 5')).toBeInTheDocument());
  });

  it('keeps a render that the store changed under, and catches up after it', async () => {
    const { siblingRenders } = await renderWhileTheStoreChanges(useWithTransitions);
    expect(siblingRenders).toBe(1);
    await waitFor(() => expect(screen.getByText('value 2')).toBeInTheDocument());
  });

  // The control for the test above: in the same scene useSyncExternalStore renders the sibling
  // again, so the scene does tell the two apart (and this shows why the hook exists).
  it('(control) useSyncExternalStore renders the whole tree again when its store changed meanwhile', async () => {
    const { siblingRenders } = await renderWhileTheStoreChanges(useWithSyncStore);
    expect(siblingRenders).toBe(2);
  });
});
