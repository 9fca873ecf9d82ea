import { Hono } from 'hono';
import { createMeditationSessionSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn, timeZoneOf } from '../http/session';
import {
  getWeeklyMeditationMinutes,
  listMeditationAudio,
  listMeditationSessions,
} from '../services/meditation';
import { memberJson, writeAs } from './write';

export const meditationRoutes = new Hono<AppEnv>()
  .get('/meditation-sessions', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listMeditationSessions(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, (row) => ({ at: row.completedAt, id: row.id }));
  })
  .post('/meditation-sessions', memberJson(createMeditationSessionSchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'meditation.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      completedAt: input.completedAt ?? now.toISOString(),
    }));
  })
  .get('/meditation-minutes-week', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const minutes = await getWeeklyMeditationMinutes(db, member.id, now(), timeZoneOf(c));
    return c.json({ minutes });
  })
  // Public: the ambient audio catalogue is readable without an account.
  .get('/meditation-audio', async (c) => {
    const page = requestedPage(c);
    const rows = await listMeditationAudio(c.get('deps').db, page);
    return respondPage(c, rows, page, byCreatedAt);
  });
