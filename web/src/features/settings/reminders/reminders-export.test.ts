import { describe, expect, it } from 'vitest';
import { fakeApi, networkDown } from '../../../../test/fake-api';
import { remindersForExport } from './reminders-export';

describe('remindersForExport', () => {
  it('lists the reminder and each browser’s endpoint, never its keys', async () => {
    const settings = {
      enabled: true,
      time: '08:00',
      days: [1, 2],
      timeZone: 'Europe/Berlin',
      quietHours: null,
    };
    fakeApi({
      'GET /api/reminders': () => ({ body: { reminder: settings } }),
      'GET /api/push/subscriptions': () => ({
        body: {
          subscriptions: [
            {
              id: 'a',
              endpoint: 'https://fcm.googleapis.com/fcm/send/x',
              createdAt: '2026-11-27T08:00:00.000Z',
            },
          ],
        },
      }),
    });
    expect(await remindersForExport()).toEqual({
      settings,
      browsers: [
        {
          endpoint: 'https://fcm.googleapis.com/fcm/send/x',
          createdAt: '2026-11-27T08:00:00.000Z',
        },
      ],
    });
  });

  it('is null offline, so the export still works', async () => {
    fakeApi({ 'GET /api/reminders': networkDown, 'GET /api/push/subscriptions': networkDown });
    expect(await remindersForExport()).toBeNull();
  });
});
