/**
 * Live queries started before the screen that shows them (docs/decisions/034).
 *
 * A hook's live query starts when React has committed its component: at start-up that is after
 * React's first render of the whole app, and only then does IndexedDB get the query. The entry
 * starts the first screen's queries as the first script runs instead (`startLiveRead`), so they
 * travel while React renders; the screen's hooks then take the running query (`useLiveRead`) and
 * render its answer in their first render when it has arrived, or as soon as it does.
 *
 * A read is named by its `key` (the query and its arguments), so the entry and the hook, both
 * building it with the same function, meet on one query of one database. A started read is
 * closed when its last hook unmounts; one no hook took is closed by `closeUntakenReads`.
 */
import { startTransition } from 'react';
import { liveQuery } from 'dexie';
import type { InteropableObservable } from 'dexie-react-hooks';
import type { SelahDB } from './SelahDB';
import { subscribeWhenOpen, type Unsubscribable } from './subscribe-when-open';

/** A query with a name: one key and one database always read the same rows. */
export interface LiveRead<T> {
  /** The query and its arguments, e.g. `journal-entries:3`. */
  key: string;
  db: SelahDB;
  read: () => T | Promise<T>;
}

/** What a started read's subscribers are told. */
export interface ReadListener {
  next(value: unknown): void;
  error(error: unknown): void;
}

interface StartedRead {
  db: SelahDB;
  subscription?: Unsubscribable;
  hasValue: boolean;
  value?: unknown;
  listeners: Set<ReadListener>;
  taken?: boolean;
}

/** Started reads by their database's name and key. */
const started = new Map<string, StartedRead>();

/** Called whenever a started read answers or closes (`whenStartedReadsAnswered`). */
const onSettle = new Set<() => void>();
const notifySettled = () => {
  for (const check of [...onSettle]) check();
};

const nameOf = ({ db, key }: LiveRead<unknown>) => `${db.name}/${key}`;

/** Starts `liveRead` now and keeps it running until a hook takes it (once per key and database). */
export function startLiveRead<T>(liveRead: LiveRead<T>): void {
  const name = nameOf(liveRead);
  if (started.get(name)?.db === liveRead.db) return;
  const entry: StartedRead = { db: liveRead.db, hasValue: false, listeners: new Set() };
  started.set(name, entry);
  entry.subscription = subscribeWhenOpen(liveRead.db, () =>
    liveQuery(liveRead.read).subscribe({
      next(value) {
        entry.hasValue = true;
        entry.value = value;
        for (const listener of entry.listeners) listener.next(value);
        notifySettled();
      },
      error(error) {
        // A hook that takes the read later runs its own query and shows its own error.
        close(name, entry);
        for (const listener of entry.listeners) listener.error(error);
      },
    }),
  );
}

/**
 * The started read for `liveRead` (same key, same database), joined: its latest answer if it has
 * one, then each new one as a transition. `own()` when none runs, or when it closed before the
 * hook subscribed (its last hook unmounted, or it failed).
 */
export function joinLiveRead<T>(
  liveRead: LiveRead<T>,
  own: () => InteropableObservable<T>,
): InteropableObservable<T> {
  const name = nameOf(liveRead);
  const entry = started.get(name);
  if (entry?.db !== liveRead.db) return own();
  entry.taken = true;
  return {
    hasValue: () => entry.hasValue,
    getValue: () => entry.value as T,
    subscribe(onNext, onError) {
      if (started.get(name) !== entry) return own().subscribe(onNext, onError);
      const listener: ReadListener = {
        next: (value) => startTransition(() => onNext(value as T)),
        error: (error) => onError?.(error),
      };
      entry.listeners.add(listener);
      if (entry.hasValue) listener.next(entry.value);
      return {
        unsubscribe() {
          entry.listeners.delete(listener);
          if (entry.listeners.size === 0) close(name, entry);
        },
      };
    },
  };
}

/**
 * Resolves once every read started so far has its first answer or has closed (a failed read
 * closes), or after `waitMs`, whichever comes first.
 */
export function whenStartedReadsAnswered(waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      onSettle.delete(check);
      resolve();
    };
    const check = () => {
      if ([...started.values()].every((entry) => entry.hasValue)) done();
    };
    const timer = setTimeout(done, waitMs);
    onSettle.add(check);
    check();
  });
}

/** Whether `liveRead` runs, started and not yet closed, and has an answer (tests). */
export function startedReadState(liveRead: LiveRead<unknown>): 'none' | 'waiting' | 'answered' {
  const entry = started.get(nameOf(liveRead));
  if (entry?.db !== liveRead.db) return 'none';
  return entry.hasValue ? 'answered' : 'waiting';
}

/** Closes every started read no hook has taken (the first screen did not need them). */
export function closeUntakenReads(): void {
  for (const [name, entry] of started) if (!entry.taken) close(name, entry);
}

/** Tests only: closes every started read, taken or not. */
export function closeAllReads(): void {
  for (const [name, entry] of started) close(name, entry);
}

function close(name: string, entry: StartedRead): void {
  if (started.get(name) === entry) started.delete(name);
  entry.subscription?.unsubscribe();
  notifySettled();
}
