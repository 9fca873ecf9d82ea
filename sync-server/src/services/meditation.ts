import { and, eq, gte, sql } from 'drizzle-orm';
import {
  startOfLocalWeek,
  weeklyMindfulMinutes,
  type MeditationAudio,
  type MeditationSession,
} from '@selah/shared';
import { engineOf, keptSqliteStatement, runPrepared, tablesOf } from '../db/dialect';
import type { MeditationAudioRow, MeditationSessionRow } from '../db/schema';
import type { Db } from '../db/types';
import { FIRST_PAGE, newestFirst, type Page } from './paging';

export function toMeditationSession(row: MeditationSessionRow): MeditationSession {
  return {
    id: row.id,
    userId: row.userId,
    duration: row.duration,
    sessionType: row.sessionType,
    completedAt: row.completedAt,
  };
}

/** Newest first, one page (up to page.limit + 1 rows, see Page). */
export async function listMeditationSessions(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<MeditationSession[]> {
  const { meditationSessions: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.completedAt, page, eq(t.userId, memberId));
  return rows.map(toMeditationSession);
}

/** Minutes meditated since Monday 00:00 in the member's time zone. */
/** The dashboard asks on every visit. */
const selectSessionsSince = (db: Db) => {
  const { meditationSessions: t } = tablesOf(db);
  return db
    .select({ duration: t.duration, completedAt: t.completedAt })
    .from(t)
    .where(
      and(
        eq(t.userId, sql.placeholder('memberId')),
        gte(t.completedAt, sql.placeholder('weekStart')),
      ),
    )
    .prepare('sessionsSince');
};

export async function getWeeklyMeditationMinutes(
  db: Db,
  memberId: string,
  now: Date,
  timeZone: string,
): Promise<number> {
  const weekStart = startOfLocalWeek(now, timeZone).toISOString();
  const sessions =
    engineOf(db) === 'sqlite'
      ? (keptSqliteStatement(db, SQLITE_SESSIONS_SINCE, 'rows').all(memberId, weekStart) as {
          duration: number;
          completedAt: string;
        }[])
      : await runPrepared(db, 'sessionsSince', selectSessionsSince, { memberId, weekStart });
  return weeklyMindfulMinutes(sessions, now, timeZone);
}

/** selectSessionsSince in SQLite's SQL, read by a kept statement (dialect.ts). */
const SQLITE_SESSIONS_SINCE = `select duration, completed_at as completedAt
  from meditation_sessions where user_id = ? and completed_at >= ?`;

export function toMeditationAudio(row: MeditationAudioRow): MeditationAudio {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    audioUrl: row.audioUrl,
    duration: row.duration,
    category: row.category,
    isPublic: row.isPublic,
    createdAt: row.createdAt,
  };
}

/** The ambient audio catalogue, newest first like every list. */
export async function listMeditationAudio(
  db: Db,
  page: Page = FIRST_PAGE,
): Promise<MeditationAudio[]> {
  const { meditationAudio: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.createdAt, page, eq(t.isPublic, true));
  return rows.map(toMeditationAudio);
}
