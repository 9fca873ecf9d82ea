/**
 * Functions that run inside the app's page (page.evaluate). Each one is self-contained: it is
 * sent as source text, so it may use only its argument and the browser's globals (raw IndexedDB,
 * fetch, performance), never anything imported here.
 */
import type { Page } from 'playwright-core';
import { pageScript } from '../web/page-script';

export function inPage<A, R>(page: Page, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return page.evaluate(pageScript(fn, arg)) as Promise<R>;
}

/** A mood row and its outbox entry, exactly as web/src/data/mood/repository.ts logMood writes them. */
export type QueuedMood = {
  row: { id: string; userId: string; mood: string; notes: string | null; date: string };
  outbox: {
    mutationId: string;
    userId: string;
    name: 'mood.create';
    args: { id: string; mood: string; date: string; notes?: string };
    createdAt: string;
    attempts: 0;
    lastError: null;
  };
};

/**
 * Writes queued moods into the member's local database: the rows into moodEntries and the
 * entries into the outbox (its `++seq` key numbers them, as Dexie's add does), in one transaction.
 * Returns the outbox's size afterwards.
 */
export function writeQueuedMoods(arg: { dbName: string; moods: QueuedMood[] }): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(arg.dbName);
    open.onerror = () => reject(new Error(`open ${arg.dbName}: ${String(open.error)}`));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['moodEntries', 'outbox'], 'readwrite');
      const rows = tx.objectStore('moodEntries');
      const outbox = tx.objectStore('outbox');
      for (const mood of arg.moods) {
        rows.add(mood.row);
        outbox.add(mood.outbox);
      }
      const count = outbox.count();
      tx.oncomplete = () => {
        db.close();
        resolve(count.result);
      };
      tx.onerror = () => reject(new Error(`write queued moods: ${String(tx.error)}`));
    };
  });
}

/** Outbox entries and whether sync has stored a pull cursor (a first pull has finished). */
export async function localSyncState(arg: {
  dbName: string;
}): Promise<{ outbox: number; hasCursor: boolean }> {
  // Opening a database that does not exist would create it: ask first.
  const existing = await indexedDB.databases();
  if (!existing.some((info) => info.name === arg.dbName)) return { outbox: 0, hasCursor: false };
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(arg.dbName);
    open.onerror = () => reject(new Error(`open ${arg.dbName}: ${String(open.error)}`));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['outbox', 'meta'], 'readonly');
      const outbox = tx.objectStore('outbox').count();
      const cursor = tx.objectStore('meta').get('sync.cursor');
      tx.oncomplete = () => {
        db.close();
        resolve({ outbox: outbox.result, hasCursor: cursor.result !== undefined });
      };
      tx.onerror = () => reject(new Error(`read sync state: ${String(tx.error)}`));
    };
  });
}

export type DrainWatch = {
  /** performance.now() when the page got the `online` event. */
  onlineAt: number | null;
  /** performance.now() when the outbox was first seen empty after that. */
  emptyAt: number | null;
  /** Outbox counts made after `online`, and how many of them a committed write prompted. */
  counts: number;
  prompted: number;
  error: string | null;
};

/**
 * Installs the drain watch: on the page's `online` event it notes the time, then counts the outbox
 * (raw IndexedDB, one readonly count) until it is empty: whenever Dexie announces a committed
 * write (its BroadcastChannel 'x-storagemutated-1', which every other channel of that name in the
 * page receives too), and every `fallbackMs` in case that name ever changes. Counting only on
 * commits keeps the watch from competing with the app for the database.
 * The app's own `online` listener was added at start-up, before this one, so it runs first.
 */
export function watchDrain(arg: { dbName: string; fallbackMs: number }): void {
  const watch: DrainWatch = { onlineAt: null, emptyAt: null, counts: 0, prompted: 0, error: null };
  (window as unknown as { __drain: DrainWatch }).__drain = watch;
  performance.setResourceTimingBufferSize(10_000);
  const open = indexedDB.open(arg.dbName);
  open.onerror = () => (watch.error = `open ${arg.dbName}: ${String(open.error)}`);
  open.onsuccess = () => {
    const db = open.result;
    const commits = new BroadcastChannel('x-storagemutated-1');
    let timer: ReturnType<typeof setInterval> | undefined;
    let counting = false;
    let again = false;
    const count = () => {
      if (watch.emptyAt !== null) return;
      if (counting) {
        again = true; // a commit landed while counting: count once more afterwards
        return;
      }
      counting = true;
      const request = db.transaction('outbox', 'readonly').objectStore('outbox').count();
      request.onsuccess = () => {
        counting = false;
        watch.counts += 1;
        if (request.result === 0) {
          watch.emptyAt = performance.now();
          clearInterval(timer);
          commits.close();
          db.close();
        } else if (again) {
          again = false;
          count();
        }
      };
      request.onerror = () => (watch.error = `count outbox: ${String(request.error)}`);
    };
    window.addEventListener(
      'online',
      () => {
        watch.onlineAt = performance.now();
        commits.onmessage = () => {
          watch.prompted += 1;
          count();
        };
        timer = setInterval(count, arg.fallbackMs);
        count();
      },
      { once: true },
    );
  };
}

export type DrainRequests = {
  /** ms from `online` to the first request sync sent (its session check). */
  firstRequestAfter: number | null;
  pushRequests: number;
  /** Sum of the push requests' durations (request start to response end), ms. */
  pushRequestMs: number;
};

/** The sync requests sent after `online`, from Resource Timing. */
export function drainRequests(): DrainRequests {
  const watch = (window as unknown as { __drain: DrainWatch }).__drain;
  const after = watch.onlineAt ?? 0;
  const requests = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= after && entry.name.includes('/api/'));
  const pushes = requests.filter((entry) => entry.name.includes('/api/sync/push'));
  return {
    firstRequestAfter: requests.length > 0 ? requests[0]!.startTime - after : null,
    pushRequests: pushes.length,
    pushRequestMs: pushes.reduce((sum, entry) => sum + entry.duration, 0),
  };
}

export type PullTiming = {
  /** The whole pull: first request to last page applied (selah:sync-pull). */
  pullMs: number;
  rows: number;
  pages: number;
  /** The pages' applyPulledPage transactions only (selah:sync-pull-apply), summed. */
  applyMs: number;
  appliedRows: number;
  /** The pull requests inside the pull (Resource Timing): how many, and their summed durations. */
  requests: number;
  requestMs: number;
  /** Summed time to first byte of those requests (request start to response start): the server. */
  waitingMs: number;
};

/**
 * The first pull of at least `minRows` rows the app recorded (web/src/sync/timings.ts), with the
 * apply measures inside it; null while there is none yet.
 */
export function pullTiming(arg: {
  pullName: string;
  applyName: string;
  minRows: number;
}): PullTiming | null {
  type Detail = { rows: number; pages?: number; guest?: number };
  // The member's own database: a guest database's pull keeps only the public rows.
  const pull = performance.getEntriesByName(arg.pullName, 'measure').find((entry) => {
    const detail = (entry as PerformanceMeasure).detail as Detail;
    return detail.rows >= arg.minRows && detail.guest === 0;
  });
  if (!pull) return null;
  const end = pull.startTime + pull.duration;
  const applies = performance
    .getEntriesByName(arg.applyName, 'measure')
    .filter((entry) => entry.startTime >= pull.startTime && entry.startTime <= end);
  const detail = (pull as PerformanceMeasure).detail as Detail;
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) =>
      entry.name.includes('/api/sync/pull') &&
      entry.startTime >= pull.startTime &&
      entry.startTime <= end,
  );
  return {
    requests: requests.length,
    requestMs: requests.reduce((sum, entry) => sum + entry.duration, 0),
    waitingMs: requests.reduce((sum, entry) => sum + (entry.responseStart - entry.requestStart), 0),
    pullMs: pull.duration,
    rows: detail.rows,
    pages: detail.pages ?? 0,
    applyMs: applies.reduce((sum, entry) => sum + entry.duration, 0),
    appliedRows: applies.reduce(
      (sum, entry) => sum + ((entry as PerformanceMeasure).detail as Detail).rows,
      0,
    ),
  };
}

/** Rows written into a scratch database, how long it took, and how many it then held. */
type ScratchWrite = { rows: number; ms: number; stored: number };

export type ReferenceApplies = {
  /** Rows the pull had; the naive apply may stop before all of them (`maxMs`). */
  pulledRows: number;
  /** The floor: each pulled page in one readwrite transaction, every put issued at once. */
  floor: ScratchWrite;
  /** One put per row, each in its own awaited transaction. */
  naive: ScratchWrite & {
    /** Time for the first half of `rows`: the per-row cost should not drift. */
    firstHalfMs: number;
  };
};

/**
 * Two raw IndexedDB applies of the same pull, for comparison with the app's: fetches the pull
 * pages the app got (not timed), then writes them into scratch databases with the same stores and
 * indexes as the app's (web/src/db/SelahDB.ts, version 1), each deleted afterwards:
 * - the floor: each page in one readwrite transaction over every store, all its puts at once;
 * - the naive way: every row with its own put in its own readwrite transaction, each awaited before
 *   the next. Each put costs the same whatever came before, so it stops after `maxMs` rather than
 *   spending a minute on a slow machine.
 */
export async function referenceApplies(arg: {
  protocolVersion: number;
  limit: number;
  maxMs: number;
  indexes: Record<string, string[]>;
}): Promise<ReferenceApplies> {
  type Change = { op: string; table: string; id: string; row?: Record<string, unknown> };
  const changes: Change[] = [];
  const pageSizes: number[] = [];
  let cursor = 0;
  for (;;) {
    const query = new URLSearchParams({
      cursor: String(cursor),
      limit: String(arg.limit),
      protocolVersion: String(arg.protocolVersion),
    });
    const response = await fetch(`/api/sync/pull?${query}`, { credentials: 'include' });
    if (!response.ok) throw new Error(`pull answered ${response.status}`);
    const page = (await response.json()) as {
      changes: Change[];
      nextCursor: number;
      hasMore: boolean;
    };
    changes.push(...page.changes);
    pageSizes.push(page.changes.length);
    if (!page.hasMore) break;
    cursor = page.nextCursor;
  }
  const puts = changes
    .filter((change) => change.op === 'put')
    .map((change) => ({ table: change.table, row: { ...change.row, id: change.id } }));

  const tables = Object.keys(arg.indexes);
  const openScratch = (name: string) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => {
        for (const [table, indexes] of Object.entries(arg.indexes)) {
          const store = open.result.createObjectStore(table, { keyPath: 'id' });
          for (const index of indexes) store.createIndex(index, index);
        }
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(`open scratch database: ${String(open.error)}`));
    });
  const countAndDrop = async (db: IDBDatabase) => {
    const stored = await new Promise<number>((resolve, reject) => {
      const tx = db.transaction(tables, 'readonly');
      const counts = tables.map((table) => tx.objectStore(table).count());
      tx.oncomplete = () => resolve(counts.reduce((sum, count) => sum + count.result, 0));
      tx.onerror = () => reject(new Error(`count scratch rows: ${String(tx.error)}`));
    });
    db.close();
    await new Promise<void>((resolve) => {
      const removal = indexedDB.deleteDatabase(db.name);
      removal.onsuccess = () => resolve();
      removal.onerror = () => resolve();
    });
    return stored;
  };

  // The floor first: each pulled page in one readwrite transaction over every store, all its puts
  // issued at once (raw IndexedDB, nothing else running in the page).
  const floorDb = await openScratch(`bench-floor-${Date.now()}`);
  const floorStarted = performance.now();
  let floorRows = 0;
  let offset = 0;
  for (const size of pageSizes) {
    const pageChanges = changes.slice(offset, offset + size);
    offset += size;
    await new Promise<void>((resolve, reject) => {
      const tx = floorDb.transaction(tables, 'readwrite');
      for (const change of pageChanges) {
        if (change.op !== 'put') continue;
        tx.objectStore(change.table).put({ ...change.row, id: change.id });
        floorRows += 1;
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(new Error(`floor page: ${String(tx.error)}`));
    });
  }
  const floor = {
    rows: floorRows,
    ms: performance.now() - floorStarted,
    stored: await countAndDrop(floorDb),
  };

  const db = await openScratch(`bench-naive-${Date.now()}`);
  const started = performance.now();
  const putStartedAt: number[] = [];
  let rows = 0;
  for (const { table, row } of puts) {
    if (performance.now() - started > arg.maxMs) break;
    putStartedAt.push(performance.now() - started);
    rows += 1;
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(table, 'readwrite');
      tx.objectStore(table).put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(new Error(`put into ${table}: ${String(tx.error)}`));
    });
  }
  const ms = performance.now() - started;
  const stored = await countAndDrop(db);
  return {
    pulledRows: puts.length,
    floor,
    naive: { rows, ms, stored, firstHalfMs: putStartedAt[Math.floor(rows / 2)] ?? ms },
  };
}
