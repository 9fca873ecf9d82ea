import { Hono } from 'hono';
import { createMoodEntrySchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { requestedPage, respondPage } from '../http/paging';
import { signedIn, timeZoneOf } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import { createMoodEntry, deleteMoodEntry, getMoodStreak, listMoodEntries } from '../services/mood';
import { respondCreated } from './respond';

export const moodRoutes = new Hono<AppEnv>()
  .get('/mood-entries', (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = listMoodEntries(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, (row) => ({ at: row.date, id: row.id }));
  })
  .post('/mood-entries', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const input = await jsonBody(c, createMoodEntrySchema);
    return respondCreated(c, createMoodEntry(db, member.id, input, now()));
  })
  .delete('/mood-entries/:id', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json(deleteMoodEntry(db, member.id, { id: idParam(c) }, now()));
  })
  .get('/mood-streak', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json({ streak: getMoodStreak(db, member.id, now(), timeZoneOf(c)) });
  });
