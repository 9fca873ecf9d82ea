import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { closeDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway';
import { throwawayOptions } from './engine';
import { START, TEST_SCRYPT_COST } from './helpers';

/** A fresh, empty database on the engine of this run, dropped after `work`. */
async function withDatabase(work: (database: ThrowawayDatabase) => Promise<void>): Promise<void> {
  const database = await createThrowawayDatabase(throwawayOptions());
  try {
    await work(database);
  } finally {
    await database.drop();
  }
}

async function count(database: ThrowawayDatabase, table: string): Promise<number> {
  const [row] = await database.rows<{ n: number }>(`select count(*) as n from ${table}`);
  return row!.n;
}

describe('seeding a new database', () => {
  it('adds content, tips, audio and the demo community once; a second run changes nothing', async () => {
    await withDatabase(async (database) => {
      const { db } = database;
      const options = { demo: true, now: START, scryptCost: TEST_SCRYPT_COST };
      expect(await seedDatabase(db, options)).toEqual({ seeded: true });
      expect(await count(database, 'inspirational_content')).toBeGreaterThanOrEqual(12);
      expect(await count(database, 'counseling_tips')).toBeGreaterThanOrEqual(10);
      expect(await count(database, 'meditation_audio')).toBe(4);
      expect(await count(database, 'community_posts')).toBe(5);
      const likes = await database.rows(
        'select count(*) as n, (select sum(likes) from community_posts) as total from post_likes',
      );
      expect(likes).toEqual([{ n: 6, total: 6 }]);

      const members = await database.rows<{
        name: string;
        is_admin: unknown;
        is_demo: unknown;
        last_seen_at: string;
        password_hash: string;
      }>(
        'select name, is_admin, is_demo, last_seen_at, password_hash from users order by created_at',
      );
      expect(members.map((m) => m.name)).toEqual([
        'Sarah Johnson',
        'Michael Chen',
        'Grace Williams',
      ]);
      // SQLite stores booleans as 0/1, PostgreSQL as booleans.
      expect(members.every((m) => !m.is_admin && Boolean(m.is_demo))).toBe(true);
      expect(members.every((m) => m.password_hash.startsWith('scrypt$'))).toBe(true);
      const minutesAgo = members.map(
        (m) => (START.getTime() - Date.parse(m.last_seen_at)) / 60_000,
      );
      expect(minutesAgo).toEqual([10, 5 * 60, 3 * 24 * 60]);

      const counters = 'select space, value from space_versions order by space';
      const before = await database.rows(counters);
      expect(await seedDatabase(db, options)).toEqual({ seeded: false });
      expect(await count(database, 'inspirational_content')).toBeGreaterThanOrEqual(12);
      expect(await count(database, 'users')).toBe(3);
      expect(await database.rows(counters)).toEqual(before);
    });
  });

  it('without demo data adds no members or posts', async () => {
    await withDatabase(async (database) => {
      await seedDatabase(database.db, { demo: false, now: START, scryptCost: TEST_SCRYPT_COST });
      expect(await count(database, 'users')).toBe(0);
      expect(await count(database, 'community_posts')).toBe(0);
      expect(await count(database, 'counseling_tips')).toBeGreaterThanOrEqual(10);
    });
  });

  it('reopening applies no migration twice and keeps the data', async () => {
    await withDatabase(async (database) => {
      await seedDatabase(database.db, { demo: false, now: START, scryptCost: TEST_SCRYPT_COST });
      const tips = await count(database, 'counseling_tips');
      await closeDatabase(database.db);
      await closeDatabase(database.db); // closing twice is harmless
      await database.reopen();
      expect(await count(database, 'counseling_tips')).toBe(tips);
      // Each engine has its own migrations; drizzle records them in a table of its own (PostgreSQL:
      // in the `drizzle` schema).
      const [migrations, journalFile] =
        database.engine === 'sqlite'
          ? ['__drizzle_migrations', '../drizzle/meta/_journal.json']
          : ['drizzle.__drizzle_migrations', '../drizzle-postgres/meta/_journal.json'];
      const journal = JSON.parse(readFileSync(new URL(journalFile, import.meta.url), 'utf8')) as {
        entries: unknown[];
      };
      expect(journal.entries.length).toBeGreaterThan(0);
      expect(await count(database, migrations)).toBe(journal.entries.length);
    });
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedDemo: true,
      trustProxyHops: 0,
    });
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.database).toEqual({
      engine: 'sqlite',
      file: resolve('./data/selah.db'),
      pullThreads: 1,
    });
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/selah',
      SEED_DEMO: 'false',
      WEB_DIST: '/srv/web',
      TRUST_PROXY_HOPS: '1',
      WRITE_QUOTA_ENTRIES_PER_HOUR: '5000',
      WRITE_QUOTA_POSTS_PER_HOUR: '10',
      WRITE_QUOTA_PRAYERS_PER_HOUR: '4',
      WRITE_QUOTA_CHANGES_PER_HOUR: '20000',
      PUBLIC_URL: 'https://selah.example.org',
      SQLITE_PULL_THREADS: '2',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/selah',
      database: { engine: 'sqlite', file: '/srv/selah/selah.db', pullThreads: 2 },
      seedDemo: false,
      webDist: '/srv/web',
      trustProxyHops: 1,
      writeQuotas: {
        entries: { max: 5000, windowMs: 60 * 60 * 1000 },
        posts: { max: 10, windowMs: 60 * 60 * 1000 },
        prayers: { max: 4, windowMs: 60 * 60 * 1000 },
        changes: { max: 20000, windowMs: 60 * 60 * 1000 },
      },
      publicUrl: 'https://selah.example.org',
      // Push services may write to whoever runs the server: its https address unless told otherwise.
      push: { allowedOrigins: [], vapidKeys: null, subject: 'https://selah.example.org' },
    });
    expect(() => loadConfig({ PUBLIC_URL: 'selah.example.org' })).toThrow(
      'PUBLIC_URL must be a full URL, e.g. https://selah.example.org',
    );
  });

  it('reads the Web Push settings, and refuses half a key pair or a bad origin', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'C'.repeat(43);
    const config = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:admin@example.org',
      PUSH_ENDPOINT_ALLOW: 'https://push.example.org, https://127.0.0.1:8443',
    });
    expect(config.push).toEqual({
      allowedOrigins: ['https://push.example.org', 'https://127.0.0.1:8443'],
      vapidKeys: { publicKey, privateKey },
      subject: 'mailto:admin@example.org',
    });
    expect(loadConfig({}).push).toEqual({
      allowedOrigins: [],
      vapidKeys: null,
      subject: undefined,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
    expect(() => loadConfig({ PUSH_ENDPOINT_ALLOW: 'http://push.example.org' })).toThrow(
      'http://push.example.org is not an https origin',
    );
    expect(() => loadConfig({ PUSH_ENDPOINT_ALLOW: 'https://push.example.org/path' })).toThrow(
      'is not an https origin',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@example.org' })).toThrow(
      'VAPID_SUBJECT must be a mailto: address or an https: URL',
    );
  });

  it('selects PostgreSQL when DATABASE_URL is set, with a pool of DATABASE_POOL_SIZE (default 10)', () => {
    const url = 'postgres://selah:secret@db.internal:5432/selah';
    expect(loadConfig({ DATABASE_URL: url, DATA_DIR: '/srv/selah' }).database).toEqual({
      engine: 'postgres',
      url,
      poolSize: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://db.internal/selah', DATABASE_POOL_SIZE: '25' })
        .database,
    ).toEqual({ engine: 'postgres', url: 'postgresql://db.internal/selah', poolSize: 25 });
    // An empty DATABASE_URL is unset: the SQLite file in DATA_DIR.
    expect(loadConfig({ DATABASE_URL: '', DATA_DIR: '/srv/selah' }).database).toEqual({
      engine: 'sqlite',
      file: '/srv/selah/selah.db',
      pullThreads: 1,
    });
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, and a bad pool size', () => {
    for (const bad of ['mysql://x', 'not a url', 'postgres://', 'sqlite:///srv/selah.db']) {
      expect(() => loadConfig({ DATABASE_URL: bad }), bad).toThrow(
        /DATABASE_URL: Use a PostgreSQL URL/,
      );
    }
    for (const bad of ['0', 'ten', '1000']) {
      expect(
        () => loadConfig({ DATABASE_URL: 'postgres://db.internal/selah', DATABASE_POOL_SIZE: bad }),
        bad,
      ).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: Use true or false/);
  });
});
