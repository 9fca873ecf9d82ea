/**
 * Interim loader, until incremental pull (/api/sync/pull) lands: fetches whole lists over REST and
 * writes each into Dexie in one transaction per table.
 *
 * - Public content (inspiration, tips, audio) is loaded for everyone; a member's own rows only
 *   when the database belongs to a member.
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
  type DailyMotivation,
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
  /**
   * What to do with a local row the server list does not contain (and that has no pending
   * change): 'delete' for complete lists, or a function returning the row's new value.
   */
  absent: 'delete' | 'keep' | ((row: never) => unknown);
}

const PUBLIC_SOURCES: Source[] = [
  {
    path: '/api/inspirational-content',
    table: 'inspirationalContent',
    schema: inspirationalContentSchema,
    absent: 'delete',
  },
  {
    path: '/api/counseling-tips',
    table: 'counselingTips',
    schema: counselingTipSchema,
    absent: 'delete',
  },
  {
    path: '/api/meditation-audio',
    table: 'meditationAudio',
    schema: meditationAudioSchema,
    absent: 'delete',
  },
];

const MEMBER_SOURCES: Source[] = [
  { path: '/api/mood-entries', table: 'moodEntries', schema: moodEntrySchema, absent: 'delete' },
  { path: '/api/goals', table: 'goals', schema: goalSchema, absent: 'delete' },
  {
    path: '/api/journal-entries',
    table: 'journalEntries',
    schema: journalEntrySchema,
    absent: 'delete',
  },
  {
    path: '/api/community-posts',
    table: 'communityPosts',
    schema: communityPostSchema,
    absent: 'delete',
  },
  {
    path: '/api/meditation-sessions',
    table: 'meditationSessions',
    schema: meditationSessionSchema,
    absent: 'delete',
  },
  {
    path: '/api/private-sessions',
    table: 'privateSessions',
    schema: privateSessionSchema,
    absent: 'delete',
  },
  {
    // Only the unread ones come down: a local unread message missing from the list was read on
    // another device.
    path: '/api/daily-motivation/unread',
    table: 'motivations',
    schema: dailyMotivationSchema,
    absent: (row: DailyMotivation) => (row.isRead ? row : { ...row, isRead: true }),
  },
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
  source: Pick<Source, 'table' | 'absent'>,
  rows: { id: string }[],
): Promise<void> {
  const table = db.table<{ id: string }, string>(source.table);
  const extraTables = source.table === 'communityPosts' ? [db.postLikes] : [];
  await db.transaction('rw', [table, db.outbox, ...extraTables], async () => {
    const pending = await pendingRowIds(db, source.table);
    const incoming = new Set(rows.map((row) => row.id));

    await table.bulkPut(rows.filter((row) => !pending.has(row.id)));

    if (source.absent !== 'keep') {
      const stale = (await table.toArray()).filter(
        (row) => !incoming.has(row.id) && !pending.has(row.id),
      );
      if (source.absent === 'delete') {
        await table.bulkDelete(stale.map((row) => row.id));
      } else {
        const update = source.absent as (row: { id: string }) => { id: string };
        await table.bulkPut(stale.map(update));
      }
    }

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
 * Loads every source for `db` in turn. Stops at the first network error or 401 (nothing more will
 * succeed); other failures skip that source.
 */
export async function loadServerData(db: SelahDB): Promise<LoadResult> {
  const sources = db.ownerId === null ? PUBLIC_SOURCES : [...PUBLIC_SOURCES, ...MEMBER_SOURCES];
  const result: LoadResult = { loaded: [] };
  for (const source of sources) {
    try {
      const body = await api.get<unknown>(source.path);
      await applyServerRows(db, source, parseRows(source, body));
      result.loaded.push(source.table);
    } catch (error) {
      if (isNetworkError(error)) return { ...result, stoppedBy: 'offline' };
      if (error instanceof ApiError && error.status === 401) {
        return { ...result, stoppedBy: 'unauthorized' };
      }
      if (error instanceof ApiError) result.stoppedBy = 'server-error';
      else throw error;
    }
  }
  await db.meta.put({ key: 'lastLoadedAt', value: new Date().toISOString() });
  return result;
}
