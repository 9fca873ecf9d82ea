import { Hono } from 'hono';
import { generateMotivationRequestSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn, timeZoneOf } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import { listMotivations, composeDailyMotivation } from '../services/motivation';
import { writeAs } from './write';

export const motivationRoutes = new Hono<AppEnv>()
  .get('/daily-motivation', (c) => c.json(listMotivations(c.get('deps').db, signedIn(c).id)))
  .get('/daily-motivation/unread', (c) =>
    c.json(listMotivations(c.get('deps').db, signedIn(c).id, { unreadOnly: true })),
  )
  .post('/daily-motivation/generate', async (c) => {
    const member = signedIn(c);
    const input = await jsonBody(c, generateMotivationRequestSchema);
    const timeZone = timeZoneOf(c);
    // Generated from the member's data inside the write, so the message sees every earlier one.
    return writeAs(c, 'motivation.create', 'created', (now, newId, tx) => ({
      ...composeDailyMotivation(tx, member.id, timeZone, now),
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .patch('/daily-motivation/:id/read', (c) => {
    const id = idParam(c);
    return writeAs(c, 'motivation.read', 'row', () => ({ id }));
  });
