import { Hono } from 'hono';
import { createCommunityPostSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import { createCommunityPost, likeCommunityPost, listCommunityPosts } from '../services/community';
import { respondCreated } from './respond';

/** The feed is for signed-in members only. */
export const communityRoutes = new Hono<AppEnv>()
  .get('/community-posts', (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = listCommunityPosts(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/community-posts', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const input = await jsonBody(c, createCommunityPostSchema);
    return respondCreated(c, createCommunityPost(db, member.id, input, now()));
  })
  .post('/community-posts/:id/like', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json(likeCommunityPost(db, member.id, { id: idParam(c) }, now()));
  });
