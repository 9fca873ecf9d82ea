import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { byCreatedAt, pageOf, requestedPage } from '../http/paging';
import { signedInAdmin } from '../http/session';
import { listMembersForAdmin } from '../services/admin';

export const adminRoutes = new Hono<AppEnv>().get('/admin/users', async (c) => {
  signedInAdmin(c);
  const { db, now } = c.get('deps');
  const page = requestedPage(c);
  const overview = await listMembersForAdmin(db, now(), page);
  return c.json({ ...overview, members: pageOf(c, overview.members, page, byCreatedAt) });
});
