import { Hono } from 'hono';
import { createMoodEntrySchema, streakQuerySchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { requestedPage, respondPage } from '../http/paging';
import { signedIn, timeZoneOf } from '../http/session';
import { idParam, queryWith } from '../http/validate';
import { getMoodStreak, listMoodEntries } from '../services/mood';
import { memberJson, writeAs } from './write';

export const moodRoutes = new Hono<AppEnv>()
  .get('/mood-entries', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listMoodEntries(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, (row) => ({ at: row.date, id: row.id }));
  })
  .post('/mood-entries', memberJson(createMoodEntrySchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'mood.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      date: input.date ?? now.toISOString(),
    }));
  })
  .delete('/mood-entries/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'mood.delete', 'id', () => ({ id }));
  })
  .get('/mood-streak', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const settings = queryWith(c, streakQuerySchema);
    const streak = await getMoodStreak(db, member.id, now(), timeZoneOf(c), settings);
    return c.json({ streak });
  });
