/**
 * Interim loader, until incremental pull (/api/sync/pull) lands: fetches whole lists over REST and
 * writes each into Dexie in one transaction per table.
 *
 * - Public content (inspiration, tips, audio) is loaded for everyone; a member's own rows (and the
 *   community feed) only when the database belongs to a member.
 * - Every list is complete, so local rows missing from it were deleted on the server.
 * - A row with a pending outbox entry is never overwritten or removed: the local change wins until
 *   the server has acknowledged it (DESIGN 3.8).
 * - Rows are validated with the shared zod schemas; a malformed row is skipped, not fatal.
 */
import {
  communityPostSchema,
  counselingTipSchema,
  dailyMotivationSchema,
  goalSchema,
  inspirationalContentSchema,
  journalEntrySchema,
  meditationAudioSchema,
  meditationSessionSchema,
  moodEntrySchema,
  privateSessionSchema,
  type CommunityPost,
} from '@selah/shared';
import type { z } from 'zod';
import { ApiError, api, isNetworkError } from '../lib/api';
import type { MutationTableName } from './mutations';
import { pendingRowIds } from './outbox';
import type { SelahDB } from './SelahDB';

type LoadableTable = MutationTableName | 'counselingTips' | 'meditationAudio';

interface Source {
  path: string;
  table: LoadableTable;
  schema: z.ZodType<{ id: string }>;
}

const PUBLIC_SOURCES: Source[] = [
  {
    path: '/api/inspirational-content',
    table: 'inspirationalContent',
    schema: inspirationalContentSchema,
  },
  {
    path: '/api/counseling-tips',
    table: 'counselingTips',
    schema: counselingTipSchema,
  },
  {
    path: '/api/meditation-audio',
    table: 'meditationAudio',
    schema: meditationAudioSchema,
  },
];

const MEMBER_SOURCES: Source[] = [
  { path: '/api/mood-entries', table: 'moodEntries', schema: moodEntrySchema },
  { path: '/api/goals', table: 'goals', schema: goalSchema },
  {
    path: '/api/journal-entries',
    table: 'journalEntries',
    schema: journalEntrySchema,
  },
  {
    path: '/api/community-posts',
    table: 'communityPosts',
    schema: communityPostSchema,
  },
  {
    path: '/api/meditation-sessions',
    table: 'meditationSessions',
    schema: meditationSessionSchema,
  },
  {
    path: '/api/private-sessions',
    table: 'privateSessions',
    schema: privateSessionSchema,
  },
  // All of them (GET /api/daily-motivation), not only /unread: then a message read on another
  // device comes down as read instead of lingering here as unread.
  { path: '/api/daily-motivation', table: 'motivations', schema: dailyMotivationSchema },
];

export type LoadStop = 'offline' | 'unauthorized' | 'server-error';

export interface LoadResult {
  loaded: LoadableTable[];
  stoppedBy?: LoadStop;
}

function parseRows(source: Source, body: unknown): { id: string }[] {
  if (!Array.isArray(body)) return [];
  const rows: { id: string }[] = [];
  for (const item of body) {
    const parsed = source.schema.safeParse(item);
    if (parsed.success) rows.push(parsed.data);
  }
  return rows;
}

/** Writes one server list into its table, sparing rows with pending local changes. */
export async function applyServerRows(
  db: SelahDB,
  source: Pick<Source, 'table'>,
  rows: { id: string }[],
): Promise<void> {
  const table = db.table<{ id: string }, string>(source.table);
  const extraTables = source.table === 'communityPosts' ? [db.postLikes] : [];
  await db.transaction('rw', [table, db.outbox, ...extraTables], async () => {
    const pending = await pendingRowIds(db, source.table);
    const incoming = new Set(rows.map((row) => row.id));

    await table.bulkPut(rows.filter((row) => !pending.has(row.id)));

    // Every list is complete, so a local row the server no longer has (and that has no pending
    // change) was deleted elsewhere.
    const stale = await table
      .filter((row) => !incoming.has(row.id) && !pending.has(row.id))
      .primaryKeys();
    await table.bulkDelete(stale);

    if (source.table === 'communityPosts') {
      await applyMyLikes(db, rows as CommunityPost[], pending);
    }
  });
}

/** The feed says which posts the member liked; mirror that in postLikes. */
async function applyMyLikes(db: SelahDB, posts: CommunityPost[], pending: Set<string>) {
  const now = new Date().toISOString();
  const liked = posts.filter((post) => post.likedByMe === true && !pending.has(post.id));
  const notLiked = posts.filter((post) => post.likedByMe === false && !pending.has(post.id));
  const existing = new Set((await db.postLikes.toArray()).map((like) => like.postId));
  await db.postLikes.bulkPut(
    liked
      .filter((post) => !existing.has(post.id))
      .map((post) => ({ postId: post.id, likedAt: now })),
  );
  await db.postLikes.bulkDelete(notLiked.map((post) => post.id));
}

/**
 * Loads every source for `db`: the requests run in parallel, the writes one table at a time.
 * A network error or 401 stops it (nothing more would succeed); another failure skips that source.
 */
export async function loadServerData(db: SelahDB): Promise<LoadResult> {
  const sources = db.ownerId === null ? PUBLIC_SOURCES : [...PUBLIC_SOURCES, ...MEMBER_SOURCES];
  const responses = await Promise.all(
    sources.map((source) =>
      api.get<unknown>(source.path).then(
        (body) => ({ ok: true as const, body }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    ),
  );

  const result: LoadResult = { loaded: [] };
  for (const [index, source] of sources.entries()) {
    const response = responses[index]!;
    if (response.ok) {
      await applyServerRows(db, source, parseRows(source, response.body));
      result.loaded.push(source.table);
      continue;
    }
    const { error } = response;
    if (isNetworkError(error)) return { ...result, stoppedBy: 'offline' };
    if (error instanceof ApiError && error.status === 401) {
      return { ...result, stoppedBy: 'unauthorized' };
    }
    if (!(error instanceof ApiError)) throw error;
    result.stoppedBy = 'server-error';
  }
  await db.meta.put({ key: 'lastLoadedAt', value: new Date().toISOString() });
  return result;
}
