import { Hono } from 'hono';
import { createGoalSchema, updateGoalProgressSchema, updateGoalSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import { createGoal, deleteGoal, listGoals, setGoalProgress, updateGoal } from '../services/goals';
import { respondCreated } from './respond';

export const goalRoutes = new Hono<AppEnv>()
  .get('/goals', (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    return respondPage(c, listGoals(c.get('deps').db, member.id, { page }), page, byCreatedAt);
  })
  .get('/goals/active', (c) => {
    const member = signedIn(c);
    const page = requestedPage(c);
    const rows = listGoals(c.get('deps').db, member.id, { activeOnly: true, page });
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/goals', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const input = await jsonBody(c, createGoalSchema);
    return respondCreated(c, createGoal(db, member.id, input, now()));
  })
  .patch('/goals/:id/progress', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const id = idParam(c);
    const input = await jsonBody(c, updateGoalProgressSchema);
    return c.json(setGoalProgress(db, member.id, { id, ...input }, now()));
  })
  .patch('/goals/:id', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const id = idParam(c);
    const input = await jsonBody(c, updateGoalSchema);
    return c.json(updateGoal(db, member.id, { ...input, id }, now()));
  })
  .delete('/goals/:id', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json(deleteGoal(db, member.id, { id: idParam(c) }, now()));
  });
