import { Hono } from 'hono';
import { pingDatabase } from '../db/client';
import type { AppEnv } from '../http/env';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  try {
    await pingDatabase(c.get('deps').db);
  } catch {
    return c.json({ status: 'unavailable' }, 503);
  }
  return c.json({ status: 'ok' });
});
