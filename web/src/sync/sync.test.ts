import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { activateAccount } from '../db/active-db';
import { enqueue } from '../db/outbox';
import { writeWithOutbox } from '../db/write';
import { fakeApi } from '../../test/fake-api';
import { FLUSH_DEBOUNCE_MS, getSyncStatus, startSync, whenSyncIdle } from './index';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sync (interim)', () => {
  it('loads at start, again on account change, and flushes shortly after a local write', async () => {
    const api = fakeApi({ 'POST /api/mood-entries': () => ({ status: 201, body: {} }) });
    const db = activateAccount('m1');
    const stop = startSync();
    try {
      await whenSyncIdle();
      expect(api.calls.some((call) => call.path === '/api/goals')).toBe(true);

      const id = uuidv7();
      await writeWithOutbox(db, [db.moodEntries], () =>
        enqueue(db, {
          name: 'mood.create',
          args: { id, mood: 'okay', date: new Date().toISOString() },
        }),
      );
      expect(
        api.calls.some((call) => call.path === '/api/mood-entries' && call.method === 'POST'),
      ).toBe(false);

      await sleep(FLUSH_DEBOUNCE_MS + 50);
      await whenSyncIdle();
      const posted = api.calls.find(
        (call) => call.method === 'POST' && call.path === '/api/mood-entries',
      );
      expect(posted?.body).toMatchObject({ id, mood: 'okay' });
      expect(await db.outbox.count()).toBe(0);

      const before = api.calls.length;
      activateAccount(null);
      await whenSyncIdle();
      const guestLoads = api.calls.slice(before).map((call) => call.path);
      expect(guestLoads).toEqual([
        '/api/inspirational-content',
        '/api/counseling-tips',
        '/api/meditation-audio',
      ]);
      expect(getSyncStatus().running).toBe(false);
    } finally {
      stop();
    }
  });
});
