import { expect } from 'vitest';
import {
  pullResponseSchema,
  pushResponseSchema,
  SYNC_PROTOCOL_VERSION,
  uuidv7,
  type Change,
  type MutationArgs,
  type MutationName,
  type OutboxMutation,
  type PullResponse,
} from '@selah/shared';
import { cursorSpaceOf, decodeCursor } from '../src/sync/cursor';
import { expectJson, type TestServer } from './helpers';

/** An outbox entry as the web client sends it: a fresh mutation id, the next seq. */
export function mutationFactory(startAt = 0) {
  let seq = startAt;
  return function mutation<N extends MutationName>(name: N, args: MutationArgs<N>): OutboxMutation {
    seq += 1;
    return { mutationId: uuidv7(), seq, name, args, createdAt: new Date().toISOString() };
  };
}

export function syncClient(server: Pick<TestServer, 'call'>) {
  const push = (cookie: string | undefined, mutations: readonly unknown[]) =>
    server.call('POST', '/api/sync/push', {
      ...(cookie ? { cookie } : {}),
      body: { protocolVersion: SYNC_PROTOCOL_VERSION, mutations },
    });

  /** Pushes and returns the results, asserting a 200 and the shared response shape. */
  async function pushOk(cookie: string, mutations: readonly object[]) {
    return expectJson(await push(cookie, mutations), 200, pushResponseSchema.strict()).results;
  }

  async function pullPage(
    cookie: string | undefined,
    cursor: string,
    limit?: number,
  ): Promise<PullResponse> {
    const query = new URLSearchParams({
      cursor,
      protocolVersion: String(SYNC_PROTOCOL_VERSION),
    });
    if (limit !== undefined) query.set('limit', String(limit));
    const response = await server.call('GET', `/api/sync/pull?${query}`, cookie ? { cookie } : {});
    return expectJson(response, 200, pullResponseSchema.strict());
  }

  /**
   * Pages from `cursor` to the end, checking each page's invariants (in each space, versions
   * ascend from the cursor's position there, and the next cursor stands at the last of them);
   * returns every change.
   */
  async function pullAll(cookie: string | undefined, cursor = '', limit = 2000) {
    const changes: Change[] = [];
    let pages = 0;
    for (;;) {
      const page = await pullPage(cookie, cursor, limit);
      pages += 1;
      expect(page.changes.length).toBeLessThanOrEqual(limit);
      const positions = decodeCursor(cursor)!;
      for (const change of page.changes) {
        const space = cursorSpaceOf(change.table);
        expect(change.version).toBeGreaterThan(positions[space]);
        positions[space] = change.version;
      }
      expect(decodeCursor(page.nextCursor)).toEqual(positions);
      cursor = page.nextCursor;
      changes.push(...page.changes);
      if (!page.hasMore) return { changes, cursor, pages, last: page };
      // A page is shorter than `limit` only when its bytes reached the cap; it is never empty.
      expect(page.changes.length).toBeGreaterThan(0);
    }
  }

  return { push, pushOk, pullPage, pullAll };
}

/** The latest state per (table, id) after applying changes in order, as a client would. */
export function applyChanges(changes: Change[]): Map<string, Record<string, unknown>> {
  const state = new Map<string, Record<string, unknown>>();
  for (const change of changes) {
    const key = `${change.table}/${change.id}`;
    if (change.op === 'put') state.set(key, change.row);
    else state.delete(key);
  }
  return state;
}

export const at = (date: Date) => date.toISOString();

/**
 * A journal entry whose text JSON must escape or carry as is (quotes, U+2028, accents, a symbol, a
 * backslash): for tests that compare a pull's answer to the byte.
 */
export function awkwardJournalEntry(id: string, createdAt: string) {
  return {
    id,
    title: 'J "quoted" \u2028 line',
    content: 'Ünïcødé ✝ and \\ backslash',
    category: 'thoughts' as const,
    createdAt,
  };
}
