import Database from 'better-sqlite3';
import type { Client } from 'autocannon';
import type { PushRequest } from '@selah/shared';
import type { LoadOptions } from './load';
import { unappliedCount } from './mutations';

/** How many members load the sync routes: one per autocannon connection. */
export const SYNC_LOAD_MEMBERS = 10;

/**
 * `n` ordinary members of a fixture file (never an admin), besides those given: the members
 * who load the sync routes, one per connection.
 */
export function loadMembers(file: string, n: number, besides: readonly string[] = []): string[] {
  const sqlite = new Database(file, { readonly: true });
  try {
    const rows = sqlite
      .prepare('select id from users where is_admin = 0 order by created_at, id')
      .all() as { id: string }[];
    return rows
      .map((row) => row.id)
      .filter((id) => !besides.includes(id))
      .slice(0, n);
  } finally {
    sqlite.close();
  }
}

/**
 * An autocannon `setupClient` that gives each connection a member of its own (their cookies, in
 * turn) for the whole run, beside `headers`. A device sends its pushes and pulls one at a time,
 * and the server runs one sync request per member at a time (decision 026): ten connections of
 * one member would measure its queue, not the route.
 *
 * Not through a request's `context`: with one request in the sequence, autocannon clears the
 * context after every answer, so a member chosen there moved on at each request, and a member
 * whose request waited could have three or four in flight (the server refused the fourth, 429).
 */
export function memberPerConnection(
  cookies: readonly string[],
  headers: Record<string, string> = {},
): (client: Client) => void {
  let next = 0;
  return (client) => client.setHeaders({ ...headers, cookie: cookies[next++ % cookies.length]! });
}

/**
 * The load of `POST /api/sync/push` as devices make it: each connection a member of its own, a
 * fresh body for every request (`body`), and each answer's mutations that were not applied
 * reported to `unapplied` (all of that request's when the answer is not a push result).
 */
export function pushLoad(options: {
  cookies: readonly string[];
  headers: Record<string, string>;
  body: () => PushRequest;
  unapplied: (count: number) => void;
}): LoadOptions['request'] {
  const { cookies, headers, body, unapplied } = options;
  return {
    path: '/api/sync/push',
    method: 'POST',
    headers,
    setupClient: memberPerConnection(cookies, headers),
    setupRequest: (request, context) => {
      const pushed = body();
      // The request's own context reaches its answer (autocannon clears it only afterwards).
      context.sent = pushed.mutations.length;
      return { ...request, body: JSON.stringify(pushed) };
    },
    onResponse: (_status, text, context) =>
      unapplied(unappliedCount(text) ?? (context.sent as number)),
  };
}
