import { Hono } from 'hono';
import { createCommunityPostSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam } from '../http/validate';
import { listCommunityPosts } from '../services/community';
import { memberBody, writeAs } from './write';

/** The feed is for signed-in members only. */
export const communityRoutes = new Hono<AppEnv>()
  .get('/community-posts', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listCommunityPosts(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/community-posts', async (c) => {
    const input = await memberBody(c, createCommunityPostSchema);
    return writeAs(c, 'post.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .post('/community-posts/:id/like', (c) => {
    const id = idParam(c);
    return writeAs(c, 'post.like', 'row', () => ({ id }));
  });
