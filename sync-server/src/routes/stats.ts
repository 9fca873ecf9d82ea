import { Hono } from 'hono';
import { streakQuerySchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn, timeZoneOf } from '../http/session';
import { queryWith } from '../http/validate';
import { getDashboardStats } from '../services/stats';

export const statsRoutes = new Hono<AppEnv>().get('/dashboard-stats', async (c) => {
  const member = signedIn(c);
  const { db, now } = c.get('deps');
  const settings = queryWith(c, streakQuerySchema);
  return c.json(await getDashboardStats(db, member.id, now(), timeZoneOf(c), settings));
});
