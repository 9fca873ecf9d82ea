import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  const sqlite = c.get('deps').db.$client;
  if (!sqlite.open) return c.json({ status: 'unavailable' }, 503);
  sqlite.prepare('select 1').get();
  return c.json({ status: 'ok' });
});
