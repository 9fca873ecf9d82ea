import { Hono } from 'hono';
import {
  createFavoriteSchema,
  createInspirationalContentSchema,
  updateInspirationalContentSchema,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn, signedInAdmin, timeZoneOf } from '../http/session';
import { idParam, jsonInput } from '../http/validate';
import {
  getTipOfTheDay,
  listCounselingTips,
  listFavorites,
  listInspirationalContent,
} from '../services/content';
import { notFound } from '../services/errors';
import { memberJson, writeAs } from './write';

/**
 * Inspirational content and counseling tips: public to read, admins add, edit and delete content.
 * A member's favourite resources are theirs alone.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get('/inspirational-content', async (c) => {
    const page = requestedPage(c);
    const rows = await listInspirationalContent(c.get('deps').db, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post(
    '/inspirational-content',
    jsonInput(createInspirationalContentSchema, signedInAdmin),
    (c) => {
      const input = c.req.valid('json');
      return writeAs(c, 'content.create', 'created', (now, newId) => ({
        ...input,
        id: input.id ?? newId,
        createdAt: input.createdAt ?? now.toISOString(),
      }));
    },
  )
  .patch(
    '/inspirational-content/:id',
    jsonInput(updateInspirationalContentSchema, signedInAdmin),
    (c) => {
      const id = idParam(c);
      const changes = c.req.valid('json');
      return writeAs(c, 'content.update', 'row', () => ({ id, changes }));
    },
  )
  .delete('/inspirational-content/:id', (c) => {
    signedInAdmin(c);
    const id = idParam(c);
    return writeAs(c, 'content.delete', 'id', () => ({ id }));
  })
  .get('/favorites', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listFavorites(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/favorites', memberJson(createFavoriteSchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'favorite.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .delete('/favorites/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'favorite.delete', 'id', () => ({ id }));
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
