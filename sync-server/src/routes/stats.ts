import { Hono } from 'hono';
import { streakQuerySchema, type DashboardStats } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { routeFor, type HotGet } from '../http/hot-gets';
import { signedInAs, timeZoneFor } from '../http/session';
import { parseWith } from '../http/validate';
import { getDashboardStats } from '../services/stats';

/** The settings of a request without a query (the schema's defaults), worked out once. */
const NO_QUERY_SETTINGS = Object.freeze(parseWith(streakQuerySchema, {}));

/** GET /api/dashboard-stats, a hot GET: also answered before the router (http/hot-gets.ts). */
export const dashboardStats: HotGet<DashboardStats> = async (request) => {
  const member = signedInAs(request.member, request.accountDeleted);
  const { db, now } = request.deps;
  // The app asks without a query: that answer needs no validation on every request.
  const settings =
    Object.keys(request.query).length === 0
      ? NO_QUERY_SETTINGS
      : parseWith(streakQuerySchema, request.query);
  const timeZone = timeZoneFor(request.header('x-time-zone'), request.member);
  return { body: await getDashboardStats(db, member.id, now(), timeZone, settings) };
};

export const statsRoutes = new Hono<AppEnv>().get('/dashboard-stats', routeFor(dashboardStats));
