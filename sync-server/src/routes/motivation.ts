import { Hono } from 'hono';
import { generateMotivationRequestSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn, timeZoneOf } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import {
  generateDailyMotivation,
  listMotivations,
  markMotivationRead,
} from '../services/motivation';
import { respondCreated } from './respond';

export const motivationRoutes = new Hono<AppEnv>()
  .get('/daily-motivation', (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    return respondPage(
      c,
      listMotivations(c.get('deps').db, member.id, {}, page),
      page,
      byCreatedAt,
    );
  })
  .get('/daily-motivation/unread', (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = listMotivations(c.get('deps').db, member.id, { unreadOnly: true }, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/daily-motivation/generate', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const input = await jsonBody(c, generateMotivationRequestSchema);
    const timeZone = timeZoneOf(c);
    return respondCreated(c, generateDailyMotivation(db, member.id, { ...input, timeZone }, now()));
  })
  .patch('/daily-motivation/:id/read', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json(markMotivationRead(db, member.id, { id: idParam(c) }, now()));
  });
