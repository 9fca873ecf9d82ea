import { Hono } from 'hono';
import { createCommunityPostSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import { createCommunityPost, likeCommunityPost, listCommunityPosts } from '../services/community';
import { respondCreated } from './respond';

/** The feed is for signed-in members only. */
export const communityRoutes = new Hono<AppEnv>()
  .get('/community-posts', (c) => c.json(listCommunityPosts(c.get('deps').db, signedIn(c).id)))
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
