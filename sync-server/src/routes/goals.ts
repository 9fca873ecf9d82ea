import { Hono } from 'hono';
import { createGoalSchema, updateGoalProgressSchema, updateGoalSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
import { createGoal, deleteGoal, listGoals, setGoalProgress, updateGoal } from '../services/goals';
import { respondCreated } from './respond';

export const goalRoutes = new Hono<AppEnv>()
  .get('/goals', (c) => c.json(listGoals(c.get('deps').db, signedIn(c).id)))
  .get('/goals/active', (c) =>
    c.json(listGoals(c.get('deps').db, signedIn(c).id, { activeOnly: true })),
  )
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
