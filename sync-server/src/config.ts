import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DatabaseLocation } from './db/client';
import { DEFAULT_WRITE_QUOTAS, type WriteQuotas } from './security/quotas';
import { parseAllowedOrigins } from './services/push/endpoints';
import type { PushOptions } from './services/push/sender';

/** The built PWA beside this package: <repo>/web/dist. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    message: 'Use true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Unset: the SQLite file in DATA_DIR. A postgres:// URL: that PostgreSQL database. */
    DATABASE_URL: z
      .string()
      .refine(isPostgresUrl, {
        message:
          'Use a PostgreSQL URL such as postgres://user:password@host:5432/selah (or leave it unset for SQLite)',
      })
      .optional(),
    /**
     * Threads that read sync pulls on SQLite, so that many devices pulling at once leave the event
     * loop free for other requests; 0 reads them on the event loop.
     */
    SQLITE_PULL_THREADS: z.coerce.number().int().min(0).max(16).default(1),
    /** Connections each server process keeps open to PostgreSQL. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Demo members and posts, added only when the database is created. */
    SEED_DEMO: booleanFlag.default(true),
    WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
    /** Reverse proxies of our own in front of the server; their X-Forwarded-For entries are believed. */
    /** Where members reach the app, e.g. https://selah.example.org: the base of reset links. */
    PUBLIC_URL: z
      .url({ message: 'PUBLIC_URL must be a full URL, e.g. https://selah.example.org' })
      .optional(),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Per-member creates per hour: personal entries, community posts and prayer requests. */
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
    WRITE_QUOTA_PRAYERS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_WRITE_QUOTAS.prayers.max),
    /** Per-member changes and deletes per hour (rejected ones too). */
    WRITE_QUOTA_CHANGES_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_WRITE_QUOTAS.changes.max),
    /** The VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); unset: stored. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{87}$/,
        'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)',
      )
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)',
      )
      .optional(),
    /** Who push services may contact about this server's pushes. */
    VAPID_SUBJECT: z
      .string()
      .refine((value) => /^mailto:.+@.+/.test(value) || isHttpsUrl(value), {
        message: 'VAPID_SUBJECT must be a mailto: address or an https: URL',
      })
      .optional(),
    /** Comma-separated https origins a push endpoint may be on besides the browsers' push services. */
    PUSH_ENDPOINT_ALLOW: z
      .string()
      .superRefine((value, context) => {
        try {
          parseAllowedOrigins(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      })
      .optional(),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  });

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseLocation;
  seedDemo: boolean;
  webDist: string;
  trustProxyHops: number;
  writeQuotas: WriteQuotas;
  /** PUBLIC_URL, or null when unset. */
  publicUrl: string | null;
  push: PushOptions;
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
    database: parsed.DATABASE_URL
      ? { engine: 'postgres', url: parsed.DATABASE_URL, poolSize: parsed.DATABASE_POOL_SIZE }
      : {
          engine: 'sqlite',
          file: resolve(dataDir, 'selah.db'),
          pullThreads: parsed.SQLITE_PULL_THREADS,
        },
    seedDemo: parsed.SEED_DEMO,
    webDist: resolve(parsed.WEB_DIST),
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    publicUrl: parsed.PUBLIC_URL ?? null,
    push: {
      allowedOrigins: parseAllowedOrigins(parsed.PUSH_ENDPOINT_ALLOW),
      vapidKeys:
        parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
          ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
          : null,
      // Push services may write to whoever runs the server: the subject set, else its public address.
      subject:
        parsed.VAPID_SUBJECT ??
        (parsed.PUBLIC_URL && isHttpsUrl(parsed.PUBLIC_URL) ? parsed.PUBLIC_URL : undefined),
    },
    writeQuotas: {
      entries: { ...DEFAULT_WRITE_QUOTAS.entries, max: parsed.WRITE_QUOTA_ENTRIES_PER_HOUR },
      posts: { ...DEFAULT_WRITE_QUOTAS.posts, max: parsed.WRITE_QUOTA_POSTS_PER_HOUR },
      prayers: { ...DEFAULT_WRITE_QUOTAS.prayers, max: parsed.WRITE_QUOTA_PRAYERS_PER_HOUR },
      changes: { ...DEFAULT_WRITE_QUOTAS.changes, max: parsed.WRITE_QUOTA_CHANGES_PER_HOUR },
    },
  };
}
