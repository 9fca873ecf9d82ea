import { Hono } from 'hono';
import {
  answerPrayerRequestSchema,
  createPrayerRequestSchema,
  reportPostSchema,
  type PrayerRequest,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam } from '../http/validate';
import { listSharedRows } from '../services/community';
import { memberJson, writeAs } from './write';

/**
 * Prayer requests, for signed-in members only. Each write is the mutation a device would push
 * (writeAs): the same permission, quota and effect. Who prayed is never answered, only the count.
 */
export const prayerRoutes = new Hono<AppEnv>()
  .get('/prayer-requests', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listSharedRows(c.get('deps').db, 'prayerRequests', member.id, page);
    return respondPage(c, rows as PrayerRequest[], page, byCreatedAt);
  })
  .post('/prayer-requests', memberJson(createPrayerRequestSchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'prayer.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .post('/prayer-requests/:id/pray', (c) => {
    const id = idParam(c);
    return writeAs(c, 'prayer.pray', 'row', () => ({ id }));
  })
  .delete('/prayer-requests/:id/pray', (c) => {
    const id = idParam(c);
    return writeAs(c, 'prayer.unpray', 'row', () => ({ id }));
  })
  // The author marks their request answered, with a testimony if they like (once).
  .patch('/prayer-requests/:id', memberJson(answerPrayerRequestSchema), async (c) => {
    const id = idParam(c);
    const { testimony } = c.req.valid('json');
    return writeAs(c, 'prayer.answer', 'row', (now) => ({
      id,
      answeredAt: now.toISOString(),
      ...(testimony ? { testimony } : {}),
    }));
  })
  .post('/prayer-requests/:id/report', memberJson(reportPostSchema), async (c) => {
    const id = idParam(c);
    const report = c.req.valid('json');
    return writeAs(c, 'prayer.report', 'row', () => ({ ...report, id }));
  })
  .delete('/prayer-requests/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'prayer.delete', 'id', () => ({ id }));
  });
