import { Hono } from 'hono';
import { generateMotivationRequestSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn, timeZoneOf } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import {
  generateDailyMotivation,
  listMotivations,
  markMotivationRead,
} from '../services/motivation';
import { respondCreated } from './respond';

export const motivationRoutes = new Hono<AppEnv>()
  .get('/daily-motivation', (c) => c.json(listMotivations(c.get('deps').db, signedIn(c).id)))
  .get('/daily-motivation/unread', (c) =>
    c.json(listMotivations(c.get('deps').db, signedIn(c).id, { unreadOnly: true })),
  )
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
