import { Hono } from 'hono';
import { createPrivateSessionSchema, updatePrivateSessionSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import {
  createPrivateSession,
  deletePrivateSession,
  listPrivateSessions,
  updatePrivateSession,
} from '../services/private-sessions';
import { respondCreated } from './respond';

export const privateSessionRoutes = new Hono<AppEnv>()
  .get('/private-sessions', (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = listPrivateSessions(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/private-sessions', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const input = await jsonBody(c, createPrivateSessionSchema);
    return respondCreated(c, createPrivateSession(db, member.id, input, now()));
  })
  .patch('/private-sessions/:id', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const id = idParam(c);
    const input = await jsonBody(c, updatePrivateSessionSchema);
    return c.json(updatePrivateSession(db, member.id, { ...input, id }, now()));
  })
  .delete('/private-sessions/:id', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json(deletePrivateSession(db, member.id, { id: idParam(c) }, now()));
  });
