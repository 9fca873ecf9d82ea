// @vitest-environment jsdom
/**
 * The app-facing module (./index.ts) wired to the browser: real repositories writing into the
 * active account's database, the global fetch (routed to the in-process server), window and
 * service-worker events, and the status hooks.
 */
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateAccount, getDb } from '../../src/db/active-db';
import { enqueue } from '../../src/db/outbox';
import { writeWithOutbox } from '../../src/db/write';
import { logMood } from '../../src/data/mood';
import { OUTBOX_SYNC_TAG, SYNC_MESSAGE } from '../../src/pwa/constants';
import {
  discardFailed,
  requestFlush,
  retryFailed,
  startSync,
  syncNow,
  useFailedMutations,
  useSyncStatus,
  whenSyncIdle,
} from '../../src/sync/index';
import {
  BASE_URL,
  CookieJar,
  deviceFetch,
  signUp,
  startTestServer,
  type Account,
  type TestServer,
} from './harness/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

let stopSync: (() => void) | null = null;
afterEach(async () => {
  await whenSyncIdle();
  stopSync?.();
  stopSync = null;
  expect(server.reportedErrors).toEqual([]);
});

/** The browser's fetch, answered by the in-process server; `online = false` fails every call. */
function browserNetwork(jar: CookieJar) {
  const network = { online: true, calls: [] as string[] };
  const upstream = deviceFetch(server, jar);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, BASE_URL);
    network.calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
    if (!network.online) throw new TypeError('Failed to fetch');
    return upstream(url.href, init);
  });
  return network;
}

async function signedInBrowser(): Promise<{ account: Account; jar: CookieJar }> {
  const jar = new CookieJar();
  const account = await signUp(deviceFetch(server, jar));
  return { account, jar };
}

/** A mood the member logged elsewhere: on the server, not yet on this browser. */
async function logMoodAs(account: Account, jar: CookieJar): Promise<void> {
  const response = await deviceFetch(server, jar)(`${BASE_URL}/api/mood-entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mood: 'good' }),
  });
  if (response.status !== 201) throw new Error(`${account.id}: ${await response.text()}`);
}

const serverMoods = async (account: Account) =>
  (
    await server.rows<{ n: number }>(
      'select count(*) as n from mood_entries where user_id = ?',
      account.id,
    )
  )[0]!.n;

describe('startSync', () => {
  it('syncs at start and shortly after each local write', async () => {
    const { account, jar } = await signedInBrowser();
    const network = browserNetwork(jar);
    activateAccount(account.id);
    await logMood({ mood: 'good' }); // queued before the app started syncing
    stopSync = startSync();
    await waitFor(async () => expect(await serverMoods(account)).toBe(1));
    await whenSyncIdle();
    expect(await getDb().inspirationalContent.count()).toBeGreaterThan(0);

    const pushesBefore = network.calls.filter((c) => c === 'POST /api/sync/push').length;
    await logMood({ mood: 'okay' });
    await logMood({ mood: 'down' });
    await waitFor(async () => expect(await serverMoods(account)).toBe(3));
    // Two quick writes, one push.
    expect(network.calls.filter((c) => c === 'POST /api/sync/push').length).toBe(pushesBefore + 1);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it("syncs again when the browser comes back online, and asks for a Background Sync when it can't", async () => {
    const register = vi.fn(async () => {});
    const worker = Object.assign(new EventTarget(), {
      getRegistration: async () => ({ sync: { register } }),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      const { account, jar } = await signedInBrowser();
      const network = browserNetwork(jar);
      activateAccount(account.id);
      stopSync = startSync();
      await waitFor(() => expect(network.calls).toContain('GET /api/sync/pull'));
      await whenSyncIdle();

      network.online = false;
      await logMood({ mood: 'good' });
      await syncNow();
      expect(await serverMoods(account)).toBe(0);
      await waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));

      network.online = true;
      window.dispatchEvent(new Event('online'));
      await waitFor(async () => expect(await serverMoods(account)).toBe(1));

      // The service worker relays a Background Sync as a message.
      await writeWithOutbox(getDb(), [getDb().moodEntries], async () => {
        await enqueue(getDb(), {
          name: 'mood.create',
          args: { id: crypto.randomUUID(), mood: 'amazing', date: new Date().toISOString() },
        });
      });
      worker.dispatchEvent(new MessageEvent('message', { data: { type: SYNC_MESSAGE } }));
      await waitFor(async () => expect(await serverMoods(account)).toBe(2));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('syncs when the tab becomes visible again', async () => {
    const { account, jar } = await signedInBrowser();
    browserNetwork(jar);
    const db = activateAccount(account.id);
    stopSync = startSync();
    await whenSyncIdle();
    await waitFor(() => expect(db.counselingTips.count()).resolves.toBeGreaterThan(0));
    // Queued without the write notification (e.g. by another tab while this one was hidden).
    await db.outbox.add({
      mutationId: crypto.randomUUID(),
      userId: account.id,
      name: 'mood.create',
      args: { id: crypto.randomUUID(), mood: 'good', date: new Date().toISOString() },
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
    } as never);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(async () => expect(await serverMoods(account)).toBe(1));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it("pulls only public rows into the guest database of a signed-in browser, and the member's after the switch", async () => {
    const { account, jar } = await signedInBrowser();
    await logMoodAs(account, jar);
    const network = browserNetwork(jar);
    // As a guest first, as a new device runs until GET /api/session has answered: the guest
    // database's pull says so, and the server sends it public rows alone under the member's cookie.
    stopSync = startSync();
    await waitFor(() => expect(network.calls).toContain('GET /api/sync/pull'));
    await whenSyncIdle();
    expect(network.calls).not.toContain('GET /api/me');
    const guestDb = getDb();
    expect(await guestDb.counselingTips.count()).toBeGreaterThan(0);
    expect(await guestDb.moodEntries.count()).toBe(0);

    const db = activateAccount(account.id);
    await waitFor(async () => expect(await db.moodEntries.count()).toBe(1));
    await whenSyncIdle();
    expect(await db.counselingTips.count()).toBeGreaterThan(0);
  });
});

describe('before startSync', () => {
  it('sends nothing, but retry and discard still work on the local data', async () => {
    const { account, jar } = await signedInBrowser();
    const network = browserNetwork(jar);
    const db = activateAccount(account.id);
    const parked = async (name: string) => {
      const mutationId = crypto.randomUUID();
      await db.outbox.add({
        mutationId,
        userId: account.id,
        name: 'mood.create',
        args: { id: crypto.randomUUID(), mood: 'good', date: new Date().toISOString() },
        createdAt: new Date().toISOString(),
        attempts: 1,
        lastError: name,
      } as never);
      return mutationId;
    };
    const [kept, dropped] = [await parked('Nope'), await parked('Nope again')];
    requestFlush();
    await syncNow();
    expect(await retryFailed(kept)).toBe(true);
    expect(await discardFailed(dropped)).toBe(true);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ lastError: null, name: 'mood.create' });
    expect(await db.moodEntries.count()).toBe(1); // the retried create shows again
    expect(network.calls).toEqual([]);
  });
});

describe('status hooks', () => {
  it('shows waiting, failed and saved, and lets the member retry or discard', async () => {
    const { account, jar } = await signedInBrowser();
    const network = browserNetwork(jar);
    const db = activateAccount(account.id);
    const status = renderHook(() => useSyncStatus());
    const failed = renderHook(() => useFailedMutations());

    network.online = false;
    await act(() => logMood({ mood: 'good' }));
    await waitFor(() =>
      expect(status.result.current).toMatchObject({ state: 'waiting', pending: 1 }),
    );

    // Two changes the server refuses: a member may not publish content.
    network.online = true;
    for (const title of ['One', 'Two']) {
      await writeWithOutbox(db, [db.inspirationalContent], async () => {
        await enqueue(db, {
          name: 'content.create',
          args: {
            id: crypto.randomUUID(),
            title,
            content: 'Text',
            createdAt: new Date().toISOString(),
          },
        });
      });
    }
    stopSync = startSync();
    await waitFor(() =>
      expect(status.result.current).toMatchObject({ state: 'failed', failed: 2 }),
    );
    expect(status.result.current.pending).toBe(0);
    expect(failed.result.current.map((f) => [f.name, f.lastError])).toEqual([
      ['content.create', 'Only admins can do that'],
      ['content.create', 'Only admins can do that'],
    ]);

    const [first, second] = failed.result.current;
    await act(async () => {
      expect(await discardFailed(first!.mutationId)).toBe(true);
    });
    await act(async () => {
      expect(await retryFailed(second!.mutationId)).toBe(true);
    });
    // Retried as a new mutation, rejected again for the same reason.
    await waitFor(() => {
      expect(failed.result.current).toHaveLength(1);
      expect(failed.result.current[0]!.mutationId).not.toBe(second!.mutationId);
    });
    await act(async () => {
      await discardFailed(failed.result.current[0]!.mutationId);
    });
    await waitFor(() => expect(status.result.current).toMatchObject({ state: 'saved', failed: 0 }));
    status.unmount();
    failed.unmount();
  });

  it('lets a screen being rendered finish when the sync status changes under it', async () => {
    const { account, jar } = await signedInBrowser();
    browserNetwork(jar);
    activateAccount(account.id);
    const stop = startSync();
    await whenSyncIdle(); // the status is now the engine's own, not the idle one
    // Stopping sets the status back to idle at once: here, in the middle of a transition render,
    // as sync's start-up changes it while the app's first screen is being built.
    let siblingRenders = 0;
    function StatusLine() {
      useSyncStatus();
      return null;
    }
    function Sibling() {
      siblingRenders += 1;
      if (siblingRenders === 1) stop();
      return null;
    }
    const view = await act(async () => {
      let rendered: ReturnType<typeof render> | undefined;
      startTransition(() => {
        rendered = render(
          <>
            <StatusLine />
            <Sibling />
          </>,
        );
      });
      return rendered!;
    });
    // Not rendered again synchronously, as useSyncExternalStore's tearing check would have done.
    expect(siblingRenders).toBe(1);
    view.unmount();
  });

  it('asks for a sign-in when the session is gone and keeps the queue', async () => {
    const { account } = await signedInBrowser();
    browserNetwork(new CookieJar()); // this browser's cookie is gone
    activateAccount(account.id);
    const status = renderHook(() => useSyncStatus());
    await act(() => logMood({ mood: 'good' }));
    stopSync = startSync();
    await waitFor(() =>
      expect(status.result.current).toMatchObject({ state: 'signin', pending: 1 }),
    );
    status.unmount();
  });
});
