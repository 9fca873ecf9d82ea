import { Hono } from 'hono';
import { createGoalSchema, updateGoalProgressSchema, updateGoalSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam } from '../http/validate';
import { listGoals } from '../services/goals';
import { memberJson, writeAs } from './write';

export const goalRoutes = new Hono<AppEnv>()
  .get('/goals', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listGoals(c.get('deps').db, member.id, { page });
    return respondPage(c, rows, page, byCreatedAt);
  })
  .get('/goals/active', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = await listGoals(c.get('deps').db, member.id, { activeOnly: true, page });
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/goals', memberJson(createGoalSchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'goal.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  // The spec's call: an absolute value (devices push steps as deltas instead).
  .patch('/goals/:id/progress', memberJson(updateGoalProgressSchema), async (c) => {
    const id = idParam(c);
    const input = c.req.valid('json');
    return writeAs(c, 'goal.setProgress', 'row', () => ({ id, ...input }));
  })
  .patch('/goals/:id', memberJson(updateGoalSchema), async (c) => {
    const id = idParam(c);
    const changes = c.req.valid('json');
    return writeAs(c, 'goal.update', 'row', () => ({ id, changes }));
  })
  .delete('/goals/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'goal.delete', 'id', () => ({ id }));
  });
