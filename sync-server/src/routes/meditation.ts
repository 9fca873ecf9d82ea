import { Hono } from 'hono';
import { createMeditationSessionSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn, timeZoneOf } from '../http/session';
import {
  getWeeklyMeditationMinutes,
  listMeditationAudio,
  listMeditationSessions,
} from '../services/meditation';
import { memberBody, writeAs } from './write';

export const meditationRoutes = new Hono<AppEnv>()
  .get('/meditation-sessions', (c) =>
    c.json(listMeditationSessions(c.get('deps').db, signedIn(c).id)),
  )
  .post('/meditation-sessions', async (c) => {
    const input = await memberBody(c, createMeditationSessionSchema);
    return writeAs(c, 'meditation.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      completedAt: input.completedAt ?? now.toISOString(),
    }));
  })
  .get('/meditation-minutes-week', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json({ minutes: getWeeklyMeditationMinutes(db, member.id, now(), timeZoneOf(c)) });
  })
  // Public: the ambient audio catalogue is readable without an account.
  .get('/meditation-audio', (c) => c.json(listMeditationAudio(c.get('deps').db)));
