/**
 * The baseline for the server part: GET /api/dashboard-stats and GET /api/community-posts served by
 * bare node:http and better-sqlite3 with hand-written SQL, no framework, no ORM, no middleware.
 * It does the work those routes cannot skip (find the member from the session cookie, run the same
 * queries, apply the same shared rules, send the same JSON) and nothing else: no security headers,
 * no request log, no session sliding. Selah's figure divided by this one is the framework's cost.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Database from 'better-sqlite3';
import {
  dashboardGoalsProgress,
  PAGE_SIZE_DEFAULT,
  startOfLocalWeek,
  weeklyMindfulMinutes,
  type CommunityPost,
  type DashboardStats,
  type GoalProgressFields,
} from '@selah/shared';
import { isKnownTimeZone } from '@selah/sync-server/tools';
import { hashToken } from '@selah/sync-server/tools';
import { moodStreakQueries } from './mood-streak';

const file = process.env.DB_FILE;
if (!file) throw new Error('DB_FILE is required');
const sqlite = new Database(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
sqlite.pragma('foreign_keys = ON');
sqlite.pragma('busy_timeout = 5000');

type Member = { id: string; timeZone: string | null };

const statements = {
  session: sqlite.prepare<[string], { id: string; timeZone: string | null; expiresAt: string }>(
    `select u.id, u.time_zone as timeZone, s.expires_at as expiresAt
       from sessions s join users u on u.id = s.user_id where s.token_hash = ?`,
  ),
  // What the dashboard's Goals Progress reads of each goal, as Selah's listGoalProgress asks.
  goals: sqlite.prepare<[string], Omit<GoalProgressFields, 'isActive'> & { isActive: number }>(
    `select is_active as isActive, current_value as currentValue, target_value as targetValue
       from goals where user_id = ?`,
  ),
  meditation: sqlite.prepare<[string, string], { duration: number; completedAt: string }>(
    `select duration, completed_at as completedAt from meditation_sessions
      where user_id = ? and completed_at >= ?`,
  ),
  // The feed as the member sees it: posts an admin hid and posts the member filtered out (the post
  // itself or its author muted) are left out, as Selah's listCommunityPosts does.
  posts: sqlite.prepare<
    { member: string },
    Omit<CommunityPost, 'author' | 'likedByMe' | 'reportedByMe'> & {
      authorName: string;
      likedByMe: number;
      reportedByMe: number;
    }
  >(
    `select p.id, p.user_id as userId, p.content, p.likes, p.created_at as createdAt,
            u.name as authorName,
            exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = :member) as likedByMe,
            exists (select 1 from post_reports r where r.post_id = p.id and r.reporter_id = :member) as reportedByMe
       from community_posts p join users u on u.id = p.user_id
      where p.hidden_at is null
        and not exists (select 1 from feed_filters f where f.user_id = :member and (
              (f.kind = 'post' and f.target_id = p.id) or (f.kind = 'author' and f.target_id = p.user_id)))
      order by p.created_at desc, p.id desc
      limit ${PAGE_SIZE_DEFAULT + 1}`,
  ),
};
const moodStreak = moodStreakQueries(sqlite);

function memberOf(request: IncomingMessage): Member | null {
  const token = /(?:^|;\s*)selah_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const row = statements.session.get(hashToken(token));
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
  return { id: row.id, timeZone: row.timeZone };
}

/** The same check as Selah's timeZoneOf (the shared schema, remembered per name). */
function zoneOf(request: IncomingMessage, member: Member): string {
  const header = request.headers['x-time-zone'];
  return typeof header === 'string' && isKnownTimeZone(header)
    ? header
    : (member.timeZone ?? 'UTC');
}

function dashboardStats(member: Member, timeZone: string): DashboardStats {
  const now = new Date();
  const goals = statements.goals
    .all(member.id)
    .map((row) => ({ ...row, isActive: row.isActive === 1 }));
  const weekStart = startOfLocalWeek(now, timeZone).toISOString();
  return {
    moodStreak: moodStreak(member.id, now, timeZone),
    goalsProgress: dashboardGoalsProgress(goals).percent,
    meditationMinutes: weeklyMindfulMinutes(
      statements.meditation.all(member.id, weekStart),
      now,
      timeZone,
    ),
  };
}

function communityPosts(member: Member): CommunityPost[] {
  // The first page, as Selah answers it (the extra row only tells Selah that another page follows).
  return statements.posts
    .all({ member: member.id })
    .slice(0, PAGE_SIZE_DEFAULT)
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      content: row.content,
      likes: row.likes,
      createdAt: row.createdAt,
      author: { name: row.authorName },
      likedByMe: row.likedByMe === 1,
      reportedByMe: row.reportedByMe === 1,
    }));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

const server = createServer((request, response) => {
  const path = request.url?.split('?')[0];
  if (path === '/api/health') return send(response, 200, { status: 'ok' });
  const member = memberOf(request);
  if (!member) return send(response, 401, { error: 'Please sign in' });
  if (request.method === 'GET' && path === '/api/dashboard-stats') {
    return send(response, 200, dashboardStats(member, zoneOf(request, member)));
  }
  if (request.method === 'GET' && path === '/api/community-posts') {
    return send(response, 200, communityPosts(member));
  }
  send(response, 404, { error: 'Not found' });
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');

function shutdown(): void {
  server.close(() => {
    sqlite.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
