import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { signedIn, timeZoneOf } from '../http/session';
import { getDashboardStats } from '../services/stats';

export const statsRoutes = new Hono<AppEnv>().get('/dashboard-stats', async (c) => {
  const member = signedIn(c);
  const { db, now } = c.get('deps');
  return c.json(await getDashboardStats(db, member.id, now(), timeZoneOf(c)));
});
