import { Hono } from 'hono';
import { createCommunityPostSchema, createFeedFilterSchema, reportPostSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam } from '../http/validate';
import { listCommunityPosts, listFeedFilters } from '../services/community';
import { readCommunityStats } from '../services/community-stats';
import { memberJson, writeAs } from './write';

/** The feed is for signed-in members only. */
export const communityRoutes = new Hono<AppEnv>()
  .get('/community-posts', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listCommunityPosts(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
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
