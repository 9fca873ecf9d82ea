import { Hono } from 'hono';
import {
  createCommunityPostSchema,
  createFeedFilterSchema,
  NEXT_CURSOR_HEADER,
  reportPostSchema,
  type CommunityPost,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { routeFor, type HotGet } from '../http/hot-gets';
import { byCreatedAt, pageFromQuery, requestedPage, respondPage, splitPage } from '../http/paging';
import { signedIn, signedInAs } from '../http/session';
import { idParam } from '../http/validate';
import { listCommunityPosts, listFeedFilters } from '../services/community';
import { readCommunityStats } from '../services/community-stats';
import { memberJson, writeAs } from './write';

/**
 * GET /api/community-posts, one page of the feed (for signed-in members only), a hot GET: also
 * answered before the router (http/hot-gets.ts).
 */
export const communityPostsPage: HotGet<CommunityPost[]> = async (request) => {
  const member = signedInAs(request.member, request.accountDeleted);
  const page = pageFromQuery(request.query);
  const rows = await listCommunityPosts(request.deps.db, member.id, page);
  const { items, nextCursor } = splitPage(rows, page, byCreatedAt);
  return {
    body: items,
    headers: nextCursor === undefined ? undefined : [[NEXT_CURSOR_HEADER, nextCursor]],
  };
};

export const communityRoutes = new Hono<AppEnv>()
  .get('/community-posts', routeFor(communityPostsPage))
  .post('/community-posts', memberJson(createCommunityPostSchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'post.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .post('/community-posts/:id/like', (c) => {
    const id = idParam(c);
    return writeAs(c, 'post.like', 'row', () => ({ id }));
  })
  .delete('/community-posts/:id/like', (c) => {
    const id = idParam(c);
    return writeAs(c, 'post.unlike', 'row', () => ({ id }));
  })
  .post('/community-posts/:id/report', memberJson(reportPostSchema), async (c) => {
    const id = idParam(c);
    const report = c.req.valid('json');
    return writeAs(c, 'post.report', 'row', () => ({ ...report, id }));
  })
  .delete('/community-posts/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'post.delete', 'id', () => ({ id }));
  })
  // A member's own feed filters (posts hidden and authors muted for them alone).
  .get('/feed-filters', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listFeedFilters(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/feed-filters', memberJson(createFeedFilterSchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'feedFilter.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .delete('/feed-filters/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'feedFilter.delete', 'id', () => ({ id }));
  })
  // Kept current by every write, so one row read answers it however long the feed grows.
  .get('/community-stats', async (c) => {
    signedIn(c);
    return c.json(await readCommunityStats(c.get('deps').db));
  });
