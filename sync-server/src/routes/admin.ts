import { Hono } from 'hono';
import { memberRoleSchema, newMemberSchema } from '@selah/shared';
import { writeTransaction } from '../db/transaction';
import type { AppEnv } from '../http/env';
import { byCreatedAt, pageOf, requestedPage, respondPage } from '../http/paging';
import { publicBase } from '../http/public-url';
import { signedInAdmin } from '../http/session';
import { idParam, jsonInput } from '../http/validate';
import { hashPassword } from '../security/passwords';
import { unguessablePassword } from '../security/tokens';
import { activityReport } from '../services/activity-report';
import { listMembersForAdmin, setMemberRole } from '../services/admin';
import { listReportedPosts, setRowHidden } from '../services/moderation';
import { addMember } from '../services/new-members';
import { hashingInTurn } from './auth';

/** Everything here is for admins only: the server checks the session's member, never the client. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/users', async (c) => {
    signedInAdmin(c);
    const { db, now } = c.get('deps');
    const page = requestedPage(c);
    const overview = await listMembersForAdmin(db, now(), page);
    return c.json({ ...overview, members: pageOf(c, overview.members, page, byCreatedAt) });
  })
  // A new member and the one-time link that sets their password: the admin hands it over.
  .post('/admin/users', jsonInput(newMemberSchema, signedInAdmin), async (c) => {
    const { db, now, scryptCost } = c.get('deps');
    const input = c.req.valid('json');
    // Refused before anything is hashed or stored: the new member needs the link.
    const base = publicBase(c);
    const passwordHash = await hashingInTurn(c, () =>
      hashPassword(unguessablePassword(), scryptCost),
    );
    const added = await writeTransaction(db, (tx) =>
      addMember(tx, input, passwordHash, now(), base),
    );
    return c.json(added, 201);
  })
  // Answers `{ user }` like GET /api/me: an admin who removed their own role shows it at once.
  .put('/admin/users/:id/role', jsonInput(memberRoleSchema, signedInAdmin), async (c) => {
    const id = idParam(c);
    const { isAdmin } = c.req.valid('json');
    const user = await writeTransaction(c.get('deps').db, (tx) => setMemberRole(tx, id, isAdmin));
    return c.json({ user });
  })
  .get('/admin/activity', async (c) => {
    signedInAdmin(c);
    const { db, now } = c.get('deps');
    return c.json(await activityReport(db, now()));
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
    return c.json(await setRowHidden(db, 'communityPosts', admin.id, idParam(c), true, now()));
  })
  .post('/admin/community-posts/:id/restore', async (c) => {
    const admin = signedInAdmin(c);
    const { db, now } = c.get('deps');
    return c.json(await setRowHidden(db, 'communityPosts', admin.id, idParam(c), false, now()));
  })
  .post('/admin/prayer-requests/:id/hide', async (c) => {
    const admin = signedInAdmin(c);
    const { db, now } = c.get('deps');
    return c.json(await setRowHidden(db, 'prayerRequests', admin.id, idParam(c), true, now()));
  })
  .post('/admin/prayer-requests/:id/restore', async (c) => {
    const admin = signedInAdmin(c);
    const { db, now } = c.get('deps');
    return c.json(await setRowHidden(db, 'prayerRequests', admin.id, idParam(c), false, now()));
  });
