import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { closeDatabase, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { START, TEST_SCRYPT_COST } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'selah-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function count(db: ReturnType<typeof openDatabase>, table: string): number {
  return (db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
}

describe('seeding a new database', () => {
  it('adds content, tips, audio and the demo community once; a second run changes nothing', async () => {
    const file = join(dir, 'demo.db');
    const db = openDatabase(file);
    try {
      const options = { demo: true, now: START, scryptCost: TEST_SCRYPT_COST };
      expect(await seedDatabase(db, options)).toEqual({ seeded: true });
      expect(count(db, 'inspirational_content')).toBeGreaterThanOrEqual(12);
      expect(count(db, 'counseling_tips')).toBeGreaterThanOrEqual(10);
      expect(count(db, 'meditation_audio')).toBe(4);
      expect(count(db, 'community_posts')).toBe(5);
      const likes = db.$client
        .prepare(
          'select count(*) as n, (select sum(likes) from community_posts) as total from post_likes',
        )
        .get();
      expect(likes).toEqual({ n: 6, total: 6 });

      const members = db.$client
        .prepare(
          'select name, is_admin, is_demo, last_seen_at, password_hash from users order by created_at',
        )
        .all() as {
        name: string;
        is_admin: number;
        is_demo: number;
        last_seen_at: string;
        password_hash: string;
      }[];
      expect(members.map((m) => m.name)).toEqual([
        'Sarah Johnson',
        'Michael Chen',
        'Grace Williams',
      ]);
      expect(members.every((m) => m.is_admin === 0 && m.is_demo === 1)).toBe(true);
      expect(members.every((m) => m.password_hash.startsWith('scrypt$'))).toBe(true);
      const minutesAgo = members.map(
        (m) => (START.getTime() - Date.parse(m.last_seen_at)) / 60_000,
      );
      expect(minutesAgo).toEqual([10, 5 * 60, 3 * 24 * 60]);

      const before = db.$client.prepare('select value from sync_counter').get();
      expect(await seedDatabase(db, options)).toEqual({ seeded: false });
      expect(count(db, 'inspirational_content')).toBeGreaterThanOrEqual(12);
      expect(count(db, 'users')).toBe(3);
      expect(db.$client.prepare('select value from sync_counter').get()).toEqual(before);
    } finally {
      closeDatabase(db);
    }
  });

  it('without demo data adds no members or posts', async () => {
    const db = openDatabase(join(dir, 'plain.db'));
    try {
      await seedDatabase(db, { demo: false, now: START, scryptCost: TEST_SCRYPT_COST });
      expect(count(db, 'users')).toBe(0);
      expect(count(db, 'community_posts')).toBe(0);
      expect(count(db, 'counseling_tips')).toBeGreaterThanOrEqual(10);
    } finally {
      closeDatabase(db);
    }
  });

  it('reopening applies no migration twice and keeps the data', async () => {
    const file = join(dir, 'reopen.db');
    const first = openDatabase(file);
    await seedDatabase(first, { demo: false, now: START, scryptCost: TEST_SCRYPT_COST });
    const tips = count(first, 'counseling_tips');
    closeDatabase(first);
    closeDatabase(first); // closing twice is harmless
    const second = openDatabase(file);
    try {
      expect(count(second, 'counseling_tips')).toBe(tips);
      const journal = JSON.parse(
        readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(count(second, '__drizzle_migrations')).toBe(journal.entries.length);
    } finally {
      closeDatabase(second);
    }
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
    expect(config.databaseFile).toBe(resolve('./data/selah.db'));
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
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/selah',
      databaseFile: '/srv/selah/selah.db',
      seedDemo: false,
      webDist: '/srv/web',
      trustProxyHops: 1,
      writeQuotas: {
        entries: { max: 5000, windowMs: 60 * 60 * 1000 },
        posts: { max: 10, windowMs: 60 * 60 * 1000 },
      },
    });
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: Use true or false/);
  });
});
