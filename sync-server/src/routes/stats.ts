import { Hono } from 'hono';
import { streakQuerySchema, type DashboardStats } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { routeFor, type HotGet } from '../http/hot-gets';
import { signedInAs, timeZoneFor } from '../http/session';
import { parseWith } from '../http/validate';
import { getDashboardStats } from '../services/stats';

/** GET /api/dashboard-stats, a hot GET: also answered before the router (http/hot-gets.ts). */
export const dashboardStats: HotGet<DashboardStats> = async (request) => {
  const member = signedInAs(request.member, request.accountDeleted);
  const { db, now } = request.deps;
  const settings = parseWith(streakQuerySchema, request.query);
  const timeZone = timeZoneFor(request.header('x-time-zone'), request.member);
  return { body: await getDashboardStats(db, member.id, now(), timeZone, settings) };
};

export const statsRoutes = new Hono<AppEnv>().get('/dashboard-stats', routeFor(dashboardStats));
