import { Hono } from 'hono';
import { generateMotivationRequestSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn, timeZoneOf } from '../http/session';
import { idParam, jsonInput } from '../http/validate';
import { listMotivations, composeDailyMotivation } from '../services/motivation';
import { writeAs } from './write';

export const motivationRoutes = new Hono<AppEnv>()
  .get('/daily-motivation', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listMotivations(c.get('deps').db, member.id, {}, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .get('/daily-motivation/unread', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listMotivations(c.get('deps').db, member.id, { unreadOnly: true }, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/daily-motivation/generate', jsonInput(generateMotivationRequestSchema, signedIn), (c) => {
    const member = signedIn(c);
    const input = c.req.valid('json');
    const timeZone = timeZoneOf(c);
    // Generated from the member's data inside the write, so the message sees every earlier one.
    return writeAs(c, 'motivation.create', 'created', async (now, newId, tx) => ({
      ...(await composeDailyMotivation(tx, member.id, timeZone, now)),
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .patch('/daily-motivation/:id/read', (c) => {
    const id = idParam(c);
    return writeAs(c, 'motivation.read', 'row', () => ({ id }));
  });
