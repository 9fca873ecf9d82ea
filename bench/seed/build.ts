import Database from 'better-sqlite3';
import {
  GOAL_CATEGORIES,
  JOURNAL_CATEGORIES,
  MOODS,
  localDayNumber,
  startOfLocalDay,
} from '@selah/shared';
import { closeDatabase, openSqlite } from '@selah/sync-server/tools';
import { seedDatabase } from '@selah/sync-server/tools';
import { hashPassword } from '@selah/sync-server/tools';
import { Random, seededUuidv7, words } from './random';

export type FixtureSpec = {
  members: number;
  moodEntries: number;
  journalEntries: number;
  communityPosts: number;
  likes: number;
  goals: number;
  meditationSessions: number;
  /** Extra members who have exactly this many mood entries and nothing else (the growth part). */
  heavyMoodMembers: number[];
  /** Also a member who signed up a minute ago and has nothing yet (a new device's first sync). */
  freshMember?: boolean;
};

export type FixtureMember = {
  id: string;
  email: string;
  timeZone: string;
  moodEntries: number;
  /** The mood streak their dashboard shows on the build day, when the fixture sets one up. */
  streak: number | null;
};

export type FixtureContents = {
  /** A typical member: the server part reads as them. */
  benchMember: FixtureMember;
  /** Another typical member: the server part pushes as them, so reads are not disturbed. */
  pushMember: FixtureMember;
  heavyMembers: FixtureMember[];
  /** The member who has nothing yet, when the spec asks for one. */
  freshMember: FixtureMember | null;
  /** Rows per table, counted in the finished database. */
  counts: Record<string, number>;
};

/** Every member signs in with this; only its scrypt hash (computed once) is stored. */
export const FIXTURE_PASSWORD = 'bench-password-not-a-secret';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const ZONES = ['America/New_York', 'Europe/Berlin', 'UTC', 'America/Los_Angeles', 'Asia/Tokyo'];
const BENCH_ZONE = 'America/New_York';
const SESSION_TYPES = [
  'Morning Mindfulness',
  'Breathing Exercise',
  'Evening Prayer',
  'Scripture Meditation',
];
const BENCH_MOOD_ENTRIES = 100;
const BENCH_STREAK = 14;
const HEAVY_STREAK = 31;

/** Every synced row; versions are handed out afterwards in time order, like the live server would. */
type Versioned = { ts: number; version: number };
type UserRow = Versioned & {
  id: string;
  username: string;
  email: string;
  name: string;
  isAdmin: number;
  timeZone: string;
  createdAt: string;
  lastSeenAt: string;
};
type MoodRow = Versioned & { id: string; userId: string; mood: string; notes: string | null };
type JournalRow = Versioned & {
  id: string;
  userId: string;
  title: string;
  content: string;
  category: string;
};
type PostRow = Versioned & {
  id: string;
  userId: string;
  content: string;
  likes: number;
  createdTs: number;
};
type LikeRow = { postId: string; userId: string; createdAt: string };
type GoalRow = Versioned & {
  id: string;
  userId: string;
  title: string;
  target: number;
  current: number;
  category: string | null;
  isActive: number;
};
type MeditationRow = Versioned & {
  id: string;
  userId: string;
  duration: number;
  sessionType: string;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes a seeded database to `file` (which must not exist): the server's own migrations and
 * seed content, then members and their data inserted directly with prepared statements in one
 * transaction, which is far faster than going through HTTP.
 */
export async function buildFixture(
  file: string,
  spec: FixtureSpec,
  now: Date,
  seed = 20260101,
): Promise<FixtureContents> {
  const random = new Random(seed);
  const nowMs = now.getTime();
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const seeded = openSqlite(file);
  await seedDatabase(seeded, { demo: false, now });
  await closeDatabase(seeded);
  // The bulk load below writes straight through one connection of its own.
  const sqlite = new Database(file);
  // A throwaway file: no journal and no syncs while loading it. The server turns WAL back on.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');

  const users: UserRow[] = [];
  const addUser = (index: number, label: string, timeZone: string): UserRow => {
    const createdTs = nowMs - random.int(400, 800) * DAY;
    const user: UserRow = {
      id: seededUuidv7(random, createdTs),
      username: `${label}${index}`,
      email: `${label}${index}@bench.selah.test`,
      name: `${label === 'member' ? 'Member' : 'Heavy'} ${index}`,
      isAdmin: users.length === 0 ? 1 : 0,
      timeZone,
      createdAt: iso(createdTs),
      lastSeenAt: iso(nowMs - random.int(0, 30 * 24 * 60) * MINUTE),
      ts: createdTs,
      version: 0,
    };
    users.push(user);
    return user;
  };
  for (let i = 0; i < spec.members; i++) {
    addUser(i, 'member', i === 1 || i === 2 ? BENCH_ZONE : random.pick(ZONES));
  }
  const regular = users.slice();
  const bench = regular[1]!;
  const pusher = regular[2]!;
  const others = regular.filter((user) => user !== bench);
  const randomPastMs = (days: number) => nowMs - Math.floor(random.next() * days * DAY) - MINUTE;

  // Mood entries: the bench member has a 14-day streak and older scattered entries; the rest are
  // scattered over the last year across the other members.
  const moods: MoodRow[] = [];
  const addMood = (userId: string, ts: number) =>
    moods.push({
      id: seededUuidv7(random, ts),
      userId,
      mood: random.pick(MOODS),
      notes: random.chance(0.3) ? words(random, random.int(20, 200)) : null,
      ts,
      version: 0,
    });
  const today = localDayNumber(now, BENCH_ZONE);
  // The newest entry a streak ends on: a minute ago, but never before today began. In the first
  // minute of the local day a minute ago is yesterday, and every streak would come out a day short.
  const newestMs = Math.max(startOfLocalDay(today, BENCH_ZONE).getTime(), nowMs - MINUTE);
  for (let back = 0; back < BENCH_STREAK; back++) {
    const start = startOfLocalDay(today - back, BENCH_ZONE).getTime();
    addMood(bench.id, Math.min(start + 8 * 60 * MINUTE + random.int(0, 600) * MINUTE, newestMs));
  }
  // Nothing on the two days before the streak (a grace day forgives one), so it is exactly
  // BENCH_STREAK days long.
  const beforeGap = startOfLocalDay(today - BENCH_STREAK - 1, BENCH_ZONE).getTime();
  for (let i = BENCH_STREAK; i < BENCH_MOOD_ENTRIES; i++) {
    addMood(bench.id, beforeGap - 1 - Math.floor(random.next() * 350 * DAY));
  }
  for (let i = BENCH_MOOD_ENTRIES; i < spec.moodEntries; i++) {
    addMood(random.pick(others).id, randomPastMs(365));
  }

  // Heavy members: entries evenly spaced over a year (under 9 h apart, so every local day has one),
  // except two empty days in a row (a grace day forgives one), so each has the same 31-day streak
  // whatever its size.
  const heavyMembers: FixtureMember[] = spec.heavyMoodMembers.map((size, index) => {
    const user = addUser(index, 'heavy', BENCH_ZONE);
    const gapStart = startOfLocalDay(today - HEAVY_STREAK - 1, BENCH_ZONE).getTime();
    const gapEnd = startOfLocalDay(today - HEAVY_STREAK + 1, BENCH_ZONE).getTime();
    const step = (365 * DAY) / size;
    let added = 0;
    for (let j = 0; added < size; j++) {
      const ts = Math.floor(newestMs - j * step);
      if (ts >= gapStart && ts < gapEnd) continue;
      addMood(user.id, ts);
      added += 1;
    }
    return member(user, size, HEAVY_STREAK);
  });

  const journals: JournalRow[] = [];
  for (let i = 0; i < spec.journalEntries; i++) {
    const ts = randomPastMs(365);
    journals.push({
      id: seededUuidv7(random, ts),
      userId: random.pick(regular).id,
      title: words(random, random.int(10, 50)),
      content: words(random, random.int(150, 900)),
      category: random.pick(JOURNAL_CATEGORIES),
      ts,
      version: 0,
    });
  }

  const posts: PostRow[] = [];
  for (let i = 0; i < spec.communityPosts; i++) {
    const ts = randomPastMs(180);
    posts.push({
      id: seededUuidv7(random, ts),
      userId: random.pick(regular).id,
      content: words(random, random.int(40, 400)),
      likes: 0,
      createdTs: ts,
      ts,
      version: 0,
    });
  }
  // A like bumps its post's version (every member pulls the new count), so a post's place in the
  // version order is its latest like.
  const likes: LikeRow[] = [];
  const liked = new Set<string>();
  while (likes.length < spec.likes && posts.length > 0) {
    const post = random.pick(posts);
    const user = random.pick(regular);
    const key = `${post.id}:${user.id}`;
    if (liked.has(key)) continue;
    liked.add(key);
    const ts = post.createdTs + Math.floor(random.next() * (nowMs - post.createdTs));
    likes.push({ postId: post.id, userId: user.id, createdAt: iso(ts) });
    post.likes += 1;
    post.ts = Math.max(post.ts, ts);
  }

  const goals: GoalRow[] = [];
  const addGoal = (userId: string, isActive: boolean, completed: boolean) => {
    const ts = randomPastMs(365);
    const target = random.int(1, 10);
    goals.push({
      id: seededUuidv7(random, ts),
      userId,
      title: words(random, random.int(10, 40)),
      target,
      current: completed ? target : random.int(0, target - 1),
      category: random.chance(0.1) ? null : random.pick(GOAL_CATEGORIES),
      isActive: isActive ? 1 : 0,
      ts,
      version: 0,
    });
  };
  // The bench member: four active goals, one of them done, and one finished long ago.
  [true, true, true, true, false].forEach((active, i) => addGoal(bench.id, active, i === 0));
  while (goals.length < spec.goals) {
    addGoal(random.pick(others).id, random.chance(0.8), random.chance(0.25));
  }

  const meditations: MeditationRow[] = [];
  const addMeditation = (userId: string, ts: number) =>
    meditations.push({
      id: seededUuidv7(random, ts),
      userId,
      duration: random.int(5, 30),
      sessionType: random.pick(SESSION_TYPES),
      ts,
      version: 0,
    });
  // The bench member: three sessions so far this week (within the last day) and older ones.
  for (let i = 0; i < 3; i++)
    addMeditation(bench.id, nowMs - MINUTE - random.int(0, 20 * 60) * MINUTE);
  for (let i = 3; i < 10; i++) addMeditation(bench.id, nowMs - random.int(8, 60) * DAY);
  while (meditations.length < spec.meditationSessions) {
    addMeditation(random.pick(others).id, randomPastMs(60));
  }

  // Last, so the other fixtures draw the same random numbers whether or not it is asked for.
  let fresh: UserRow | null = null;
  if (spec.freshMember) {
    const createdTs = nowMs - MINUTE;
    fresh = {
      id: seededUuidv7(random, createdTs),
      username: 'fresh0',
      email: 'fresh0@bench.selah.test',
      name: 'Fresh 0',
      isAdmin: 0,
      timeZone: BENCH_ZONE,
      createdAt: iso(createdTs),
      lastSeenAt: iso(createdTs),
      ts: createdTs,
      version: 0,
    };
    users.push(fresh);
  }

  // One counter for every synced row, handed out in time order, continuing after the seed content.
  const counter = sqlite.prepare('select value from sync_counter where id = 1').get() as
    { value: number } | undefined;
  let version = counter?.value ?? 0;
  const versioned: Versioned[] = [
    ...users,
    ...moods,
    ...journals,
    ...posts,
    ...goals,
    ...meditations,
  ];
  versioned.sort((a, b) => a.ts - b.ts);
  for (const row of versioned) row.version = ++version;

  const insert = {
    user: sqlite.prepare(
      `insert into users (id, username, email, name, password_hash, level, title, is_admin, is_demo,
        time_zone, created_at, last_seen_at, version) values (?, ?, ?, ?, ?, 1, 'Mindful', ?, 0, ?, ?, ?, ?)`,
    ),
    mood: sqlite.prepare(
      'insert into mood_entries (id, user_id, mood, notes, date, version) values (?, ?, ?, ?, ?, ?)',
    ),
    journal: sqlite.prepare(
      `insert into journal_entries (id, user_id, title, content, category, created_at, version)
        values (?, ?, ?, ?, ?, ?, ?)`,
    ),
    post: sqlite.prepare(
      `insert into community_posts (id, user_id, content, likes, created_at, version)
        values (?, ?, ?, ?, ?, ?)`,
    ),
    like: sqlite.prepare('insert into post_likes (post_id, user_id, created_at) values (?, ?, ?)'),
    goal: sqlite.prepare(
      `insert into goals (id, user_id, title, description, target_value, current_value, category,
        is_active, created_at, version) values (?, ?, ?, null, ?, ?, ?, ?, ?, ?)`,
    ),
    meditation: sqlite.prepare(
      `insert into meditation_sessions (id, user_id, duration, session_type, completed_at, version)
        values (?, ?, ?, ?, ?, ?)`,
    ),
    counter: sqlite.prepare(
      'insert into sync_counter (id, value) values (1, ?) on conflict (id) do update set value = excluded.value',
    ),
    // The server keeps the community's counts in one row that every write changes; rows inserted
    // here bypass that, so they are counted again at the end, as recountCommunityStats does.
    communityStats: sqlite.prepare(
      `insert into community_stats (id, posts, likes, members)
        select 1, count(*), coalesce(sum(likes), 0), count(distinct user_id)
        from community_posts where hidden_at is null
        on conflict (id) do update
        set posts = excluded.posts, likes = excluded.likes, members = excluded.members`,
    ),
  };
  sqlite.transaction(() => {
    for (const u of users) {
      insert.user.run(
        u.id,
        u.username,
        u.email,
        u.name,
        passwordHash,
        u.isAdmin,
        u.timeZone,
        u.createdAt,
        u.lastSeenAt,
        u.version,
      );
    }
    for (const m of moods) insert.mood.run(m.id, m.userId, m.mood, m.notes, iso(m.ts), m.version);
    for (const j of journals) {
      insert.journal.run(j.id, j.userId, j.title, j.content, j.category, iso(j.ts), j.version);
    }
    for (const p of posts) {
      insert.post.run(p.id, p.userId, p.content, p.likes, iso(p.createdTs), p.version);
    }
    for (const l of likes) insert.like.run(l.postId, l.userId, l.createdAt);
    for (const g of goals) {
      insert.goal.run(
        g.id,
        g.userId,
        g.title,
        g.target,
        g.current,
        g.category,
        g.isActive,
        iso(g.ts),
        g.version,
      );
    }
    for (const m of meditations) {
      insert.meditation.run(m.id, m.userId, m.duration, m.sessionType, iso(m.ts), m.version);
    }
    insert.counter.run(version);
    insert.communityStats.run();
  })();

  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'mood_entries',
    'journal_entries',
    'community_posts',
    'post_likes',
    'goals',
    'meditation_sessions',
    'inspirational_content',
    'counseling_tips',
    'meditation_audio',
  ]) {
    counts[table] = (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  }
  sqlite.close();

  const moodCount = (userId: string) => moods.filter((m) => m.userId === userId).length;
  return {
    benchMember: member(bench, moodCount(bench.id), BENCH_STREAK),
    pushMember: member(pusher, moodCount(pusher.id), null),
    heavyMembers,
    freshMember: fresh === null ? null : member(fresh, 0, null),
    counts,
  };
}

function member(user: UserRow, moodEntries: number, streak: number | null): FixtureMember {
  return { id: user.id, email: user.email, timeZone: user.timeZone, moodEntries, streak };
}
