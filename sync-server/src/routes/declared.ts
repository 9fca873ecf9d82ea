import { Hono, type Context } from 'hono';
import {
  DECLARED_REST_ROUTES,
  ENTITIES,
  type RestWrite,
  type SharedTable,
  type SyncTable,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam } from '../http/validate';
import { listSharedRows } from '../services/community';
import { memberJson, writeAs } from './write';

/**
 * The REST routes of every table that declares them (its `*Routes` beside its schemas), for
 * signed-in members only: the list pages the table's rows as a member reads them, and each write is
 * the mutation a device would push (writeAs), so REST and push share one permission, quota and
 * effect. A new table's routes need no code here.
 */
export function declaredRoutes() {
  const app = new Hono<AppEnv>();
  for (const [table, routes] of Object.entries(DECLARED_REST_ROUTES)) {
    const base = ENTITIES[table as SyncTable].restPath.replace(/^\/api/, '');
    if (routes.list) app.get(base, (c) => listRows(c, table as SharedTable));
    for (const write of routes.writes) {
      const path = base + write.path;
      const run = (c: Context<AppEnv>) => runWrite(c, write);
      if (write.body) app.on(write.method, path, memberJson(write.body), run);
      else app.on(write.method, path, run);
    }
  }
  return app;
}

async function listRows(c: Context<AppEnv>, table: SharedTable): Promise<Response> {
  const member = signedIn(c);
  const page = requestedPage(c);
  const rows = await listSharedRows(c.get('deps').db, table, member.id, page);
  return respondPage(c, rows as { id: string; createdAt: string }[], page, byCreatedAt);
}

function runWrite(c: Context<AppEnv>, write: RestWrite): Promise<Response> {
  const id = write.path.startsWith('/:id') ? idParam(c) : '';
  const body: unknown = write.body
    ? (c.req.valid as (target: 'json') => unknown)('json')
    : undefined;
  return writeAs(
    c,
    write.mutation,
    write.answer,
    (now, newId) => write.args({ id, body, now, newId }) as never,
  );
}
