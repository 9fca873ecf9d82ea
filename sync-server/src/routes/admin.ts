import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { signedInAdmin } from '../http/session';
import { listMembersForAdmin } from '../services/admin';

export const adminRoutes = new Hono<AppEnv>().get('/admin/users', (c) => {
  signedInAdmin(c);
  const { db, now } = c.get('deps');
  return c.json(listMembersForAdmin(db, now()));
});
