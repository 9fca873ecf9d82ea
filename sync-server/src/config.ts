import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_WRITE_QUOTAS, type WriteQuotas } from './security/quotas';

/** The built PWA beside this package: <repo>/web/dist. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    message: 'Use true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Demo members and posts, added only when the database is created. */
  SEED_DEMO: booleanFlag.default(true),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  /** Reverse proxies of our own in front of the server; their X-Forwarded-For entries are believed. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Per-member creates per hour: personal entries, and community posts. */
  WRITE_QUOTA_ENTRIES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_WRITE_QUOTAS.entries.max),
  WRITE_QUOTA_POSTS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_WRITE_QUOTAS.posts.max),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  seedDemo: boolean;
  webDist: string;
  trustProxyHops: number;
  writeQuotas: WriteQuotas;
};

/** Reads and validates the environment once; relative paths are taken from the working directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseFile: resolve(dataDir, 'selah.db'),
    seedDemo: parsed.SEED_DEMO,
    webDist: resolve(parsed.WEB_DIST),
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    writeQuotas: {
      entries: { ...DEFAULT_WRITE_QUOTAS.entries, max: parsed.WRITE_QUOTA_ENTRIES_PER_HOUR },
      posts: { ...DEFAULT_WRITE_QUOTAS.posts, max: parsed.WRITE_QUOTA_POSTS_PER_HOUR },
    },
  };
}
