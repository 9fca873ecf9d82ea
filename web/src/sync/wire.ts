/**
 * Reading the server's sync answers. Checked by hand rather than with the zod schemas: a 10,000-row
 * pull must not spend its time validating rows the server built from the same shared types, but a
 * malformed answer (a proxy's page, an old server) must still be refused as a whole.
 */
import {
  PULL_CURSOR_MAX_LENGTH,
  SYNC_TABLES,
  type Change,
  type CommunityStats,
  type MutationResult,
  type PullResponse,
  type SyncTable,
} from '@selah/shared';

const TABLES: ReadonlySet<string> = new Set(SYNC_TABLES);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readChange(value: unknown): Change | null {
  if (!isObject(value)) return null;
  const { op, table, id, version, row } = value;
  if (typeof table !== 'string' || !TABLES.has(table)) return null;
  if (typeof id !== 'string' || typeof version !== 'number' || !Number.isInteger(version)) {
    return null;
  }
  if (op === 'delete') return { op, table: table as SyncTable, id, version };
  if (op === 'put' && isObject(row)) return { op, table: table as SyncTable, id, version, row };
  return null;
}

const isCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The community's counts when the page carries them (a member's pull), else undefined. */
function readStats(value: unknown): CommunityStats | undefined {
  if (!isObject(value)) return undefined;
  const { posts, likes, members } = value;
  return isCount(posts) && isCount(likes) && isCount(members)
    ? { posts: posts as number, likes: likes as number, members: members as number }
    : undefined;
}

/** A pull page, or null when the answer is not one. */
export function readPullPage(body: unknown): PullResponse | null {
  if (!isObject(body)) return null;
  const { changes, nextCursor, hasMore } = body;
  if (!Array.isArray(changes) || typeof hasMore !== 'boolean') return null;
  if (typeof nextCursor !== 'string' || nextCursor.length > PULL_CURSOR_MAX_LENGTH) return null;
  const read: Change[] = [];
  for (const change of changes) {
    const parsed = readChange(change);
    if (!parsed) return null;
    read.push(parsed);
  }
  const communityStats = readStats(body.communityStats);
  return communityStats
    ? { changes: read, nextCursor, hasMore, communityStats }
    : { changes: read, nextCursor, hasMore };
}

/** A push answer's results, or null when the answer is not one. */
export function readPushResults(body: unknown): MutationResult[] | null {
  if (!isObject(body) || !Array.isArray(body.results)) return null;
  const results: MutationResult[] = [];
  for (const result of body.results) {
    if (!isObject(result) || typeof result.mutationId !== 'string') return null;
    if (result.status === 'applied') {
      results.push({ mutationId: result.mutationId, status: 'applied' });
    } else if (result.status === 'rejected') {
      results.push({
        mutationId: result.mutationId,
        status: 'rejected',
        code: typeof result.code === 'number' ? result.code : 400,
        error: typeof result.error === 'string' && result.error ? result.error : 'Rejected',
        ...(typeof result.field === 'string' ? { field: result.field } : {}),
      });
    } else {
      return null;
    }
  }
  return results;
}
