import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { byCreatedAt, pageOf, requestedPage, respondPage } from '../http/paging';
import { signedInAdmin } from '../http/session';
import { idParam } from '../http/validate';
import { listMembersForAdmin } from '../services/admin';
import { listReportedPosts, setPostHidden } from '../services/moderation';

/** Everything here is for admins only: the server checks the session's member, never the client. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/users', async (c) => {
    signedInAdmin(c);
    const { db, now } = c.get('deps');
    const page = requestedPage(c);
    const overview = await listMembersForAdmin(db, now(), page);
    return c.json({ ...overview, members: pageOf(c, overview.members, page, byCreatedAt) });
  })
  .get('/admin/reports', async (c) => {
    signedInAdmin(c);
    const page = requestedPage(c);
    const reported = await listReportedPosts(c.get('deps').db, page);
    return respondPage(c, reported, page, (item) => ({
      at: item.lastReportedAt,
      id: item.post.id,
    }));
  })
  .post('/admin/community-posts/:id/hide', async (c) => {
    const admin = signedInAdmin(c);
    const { db, now } = c.get('deps');
    return c.json(await setPostHidden(db, admin.id, idParam(c), true, now()));
  })
  .post('/admin/community-posts/:id/restore', async (c) => {
    const admin = signedInAdmin(c);
    const { db, now } = c.get('deps');
    return c.json(await setPostHidden(db, admin.id, idParam(c), false, now()));
  });
