import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SESSION_MS } from '@selah/sync-server/tools';
import { hashToken, newSessionToken } from '@selah/sync-server/tools';
import { SMOKE, sized } from './lib/smoke';
import { buildFixture, type FixtureContents, type FixtureSpec } from './seed/build';

/** Bump when the generator or the spec changes: older cached files are then rebuilt. */
export const FIXTURE_VERSION = 2;
/**
 * The data is laid out relative to the build time (streaks end today, sessions this week), so a
 * cached file is reused for a few hours only.
 */
const MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * A community of 50 members who wrote `posts` posts over the last 180 days and gave as many likes
 * (at most one per member and post), plus a member who signed up a minute ago. Nothing else but
 * the bench member's own few rows (100 moods, 5 goals, 10 meditations) and the seed content.
 */
function feedFixture(posts: number): FixtureSpec {
  return {
    members: 50,
    moodEntries: 0,
    journalEntries: 0,
    communityPosts: posts,
    likes: posts,
    goals: 0,
    meditationSessions: 0,
    heavyMoodMembers: [],
    freshMember: true,
  };
}

export const TMP_DIR = fileURLToPath(new URL('./.tmp/', import.meta.url));
const FIXTURE_DIR = join(TMP_DIR, 'fixtures');

const FULL_FIXTURES = {
  /** The database: 1,000 members, 100,000 moods, 20,000 journal entries, 10,000 posts. */
  server: {
    members: 1000,
    moodEntries: 100_000,
    journalEntries: 20_000,
    communityPosts: 10_000,
    likes: 30_000,
    goals: 3000,
    meditationSessions: 5000,
    heavyMoodMembers: [],
  },
  /**
   * The same members and personal data plus three members with 1,000 / 10,000 / 100,000 mood
   * entries. No community posts: every member pulls the whole feed, and the growth part wants a
   * pull that is just the member's own rows.
   */
  growth: {
    members: 1000,
    moodEntries: 100_000,
    journalEntries: 20_000,
    communityPosts: 0,
    likes: 0,
    goals: 3000,
    meditationSessions: 5000,
    heavyMoodMembers: [1000, 10_000, 100_000],
  },
  /** The growth part's feed section: 1,000 / 10,000 / 100,000 posts (see feedFixture). */
  feed1k: feedFixture(1000),
  feed10k: feedFixture(10_000),
  feed100k: feedFixture(100_000),
} satisfies Record<string, FixtureSpec>;
export type FixtureName = keyof typeof FULL_FIXTURES;

/** The smoke run's fixtures: the same shapes, a few rows of each. */
const SMOKE_FIXTURES: Record<FixtureName, FixtureSpec> = {
  server: {
    members: 30,
    moodEntries: 1000,
    journalEntries: 200,
    communityPosts: 200,
    likes: 300,
    goals: 60,
    meditationSessions: 100,
    heavyMoodMembers: [],
  },
  growth: {
    members: 30,
    moodEntries: 1000,
    journalEntries: 200,
    communityPosts: 0,
    likes: 0,
    goals: 60,
    meditationSessions: 100,
    heavyMoodMembers: [400, 700, 1000],
  },
  feed1k: feedFixture(300),
  feed10k: feedFixture(600),
  feed100k: feedFixture(1000),
};

export const FIXTURES: Record<FixtureName, FixtureSpec> = sized<Record<FixtureName, FixtureSpec>>(
  FULL_FIXTURES,
  SMOKE_FIXTURES,
);

export type Fixture = FixtureContents & {
  name: FixtureName;
  /** What it was built from. */
  spec: FixtureSpec;
  version: number;
  file: string;
  builtAt: string;
  buildMs: number;
  /** Whether this run built it (false: a cached file was reused). */
  fresh: boolean;
};

/** The cached fixture when it is recent and of this version; otherwise builds it (a few seconds). */
export async function ensureFixture(name: FixtureName): Promise<Fixture> {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  // Smoke fixtures are cached beside the full ones, under names of their own.
  const base = join(FIXTURE_DIR, `${SMOKE ? 'smoke-' : ''}${name}-v${FIXTURE_VERSION}`);
  const file = `${base}.db`;
  const metaFile = `${base}.json`;
  if (existsSync(file) && existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Omit<Fixture, 'fresh'>;
    // A file built from another spec (sizes changed since) is built again.
    const sameSpec = JSON.stringify(meta.spec) === JSON.stringify(FIXTURES[name]);
    if (sameSpec && Date.now() - new Date(meta.builtAt).getTime() < MAX_AGE_MS)
      return { ...meta, fresh: false };
  }
  // Other versions of this fixture and half-built files are of no further use.
  for (const entry of readdirSync(FIXTURE_DIR)) {
    if (entry.startsWith(`${SMOKE ? 'smoke-' : ''}${name}-`))
      rmSync(join(FIXTURE_DIR, entry), { force: true });
  }
  const started = performance.now();
  const now = new Date();
  const contents = await buildFixture(file, FIXTURES[name], now);
  const meta: Omit<Fixture, 'fresh'> = {
    ...contents,
    name,
    spec: FIXTURES[name],
    version: FIXTURE_VERSION,
    file,
    builtAt: now.toISOString(),
    buildMs: Math.round(performance.now() - started),
  };
  writeFileSync(metaFile, JSON.stringify(meta, null, 2));
  return { ...meta, fresh: true };
}

/**
 * A private copy of the fixture in `dir` (as `selah.db`, the name the server looks for in its
 * DATA_DIR), so a run that writes (push) never changes the cached file.
 */
export function copyFixture(fixture: Fixture, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'selah.db');
  copyFileSync(fixture.file, file);
  return file;
}

/**
 * Signs members in without a login request: stores a fresh session row (hashed token, expiring in
 * 30 days) the way the server does and returns each member's cookie header.
 */
export function signIn(file: string, memberIds: readonly string[]): Map<string, string> {
  const sqlite = new Database(file);
  const insert = sqlite.prepare(
    'insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)',
  );
  const now = Date.now();
  const cookies = new Map<string, string>();
  sqlite.transaction(() => {
    for (const id of memberIds) {
      const token = newSessionToken();
      insert.run(
        hashToken(token),
        id,
        new Date(now).toISOString(),
        new Date(now + SESSION_MS).toISOString(),
      );
      cookies.set(id, `selah_session=${token}`);
    }
  })();
  sqlite.close();
  return cookies;
}
