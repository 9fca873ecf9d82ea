import Database from 'better-sqlite3';
import type { RequestSpec } from 'autocannon';

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

type SetupRequest = NonNullable<RequestSpec['setupRequest']>;

/**
 * A setupRequest that gives each autocannon connection a member of its own (their cookies, in
 * turn), applied after `setup` when given. A device sends its pushes and pulls one at a time, and
 * the server runs one sync request per member at a time (decision 026): ten connections of one
 * member would measure its queue, not the route.
 */
export function memberPerConnection(
  cookies: readonly string[],
  setup?: SetupRequest,
): SetupRequest {
  let next = 0;
  return (request, context) => {
    context.cookie ??= cookies[next++ % cookies.length];
    const built = setup ? setup(request, context) : request;
    return { ...built, headers: { ...built.headers, cookie: context.cookie as string } };
  };
}
