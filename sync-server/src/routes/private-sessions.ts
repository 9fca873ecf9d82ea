import { Hono } from 'hono';
import { createPrivateSessionSchema, updatePrivateSessionSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam } from '../http/validate';
import { listPrivateSessions } from '../services/private-sessions';
import { memberJson, writeAs } from './write';

export const privateSessionRoutes = new Hono<AppEnv>()
  .get('/private-sessions', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listPrivateSessions(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/private-sessions', memberJson(createPrivateSessionSchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'privateSession.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .patch('/private-sessions/:id', memberJson(updatePrivateSessionSchema), async (c) => {
    const id = idParam(c);
    const input = c.req.valid('json');
    return writeAs(c, 'privateSession.complete', 'row', () => ({ id, ...input }));
  })
  .delete('/private-sessions/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'privateSession.delete', 'id', () => ({ id }));
  });
