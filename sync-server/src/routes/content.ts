import { Hono } from 'hono';
import { createInspirationalContentSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedInAdmin, timeZoneOf } from '../http/session';
import { jsonBody } from '../http/validate';
import { getTipOfTheDay, listCounselingTips, listInspirationalContent } from '../services/content';
import { notFound } from '../services/errors';
import { writeAs } from './write';

/** Inspirational content and counseling tips: public to read, admins add content. */
export const contentRoutes = new Hono<AppEnv>()
  .get('/inspirational-content', async (c) => {
    const page = requestedPage(c);
    const rows = await listInspirationalContent(c.get('deps').db, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/inspirational-content', async (c) => {
    signedInAdmin(c);
    const input = await jsonBody(c, createInspirationalContentSchema);
    return writeAs(c, 'content.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .get('/counseling-tips', async (c) => {
    const page = requestedPage(c);
    const rows = await listCounselingTips(c.get('deps').db, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .get('/counseling-tips/today', async (c) => {
    const { db, now } = c.get('deps');
    const tip = await getTipOfTheDay(db, now(), timeZoneOf(c));
    if (!tip) throw notFound('No tip today');
    return c.json(tip);
  });
