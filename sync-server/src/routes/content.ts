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
  .get('/inspirational-content', (c) => {
    const page = requestedPage(c);
    return respondPage(c, listInspirationalContent(c.get('deps').db, page), page, byCreatedAt);
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
  .get('/counseling-tips', (c) => {
    const page = requestedPage(c);
    return respondPage(c, listCounselingTips(c.get('deps').db, page), page, byCreatedAt);
  })
  .get('/counseling-tips/today', (c) => {
    const { db, now } = c.get('deps');
    const tip = getTipOfTheDay(db, now(), timeZoneOf(c));
    if (!tip) throw notFound('No tip today');
    return c.json(tip);
  });
