import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { apiRoutes } from './api';
import type { AppDatabase } from './db/client';
import { engineOf } from './db/dialect';
import { describeFault } from './db/faults';
import type { AppDeps, AppEnv } from './http/env';
import { createErrorHandler, errorAnswerer, notFoundJson } from './http/errors';
import { hotGetAnswerer, type HotGet } from './http/hot-gets';
import { NO_STORE, setAnswerHeaders } from './http/answer-headers';
import { idempotencyKeys } from './http/idempotency';
import type { ListenAddress } from './http/public-url';
import { linesPerTurn } from './http/line-batches';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { methodNotAllowedOr404 } from './http/method-not-allowed';
import { sameOriginChanges } from './http/same-origin';
import { loadSession } from './http/session';
import { mountWebApp } from './http/static-files';
import {
  defaultSyncAdmission,
  SyncAdmission,
  type SyncAdmissionOptions,
} from './http/sync-admission';
import {
  AuthLimiter,
  DEFAULT_AUTH_LIMITS,
  type AuthLimits,
  type Limit,
} from './security/auth-limits';
import {
  DEFAULT_PASSWORD_QUEUE,
  PasswordQueue,
  type PasswordQueueOptions,
} from './security/password-queue';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './security/passwords';
import { DEFAULT_WRITE_QUOTAS, QuotaCounter, type WriteQuotas } from './security/quotas';
import { PushSender, type PushOptions } from './services/push/sender';
import { communityPostsPage } from './routes/community';
import { dashboardStats } from './routes/stats';

/**
 * The GETs every member's app asks for on every visit, answered before the router when served by
 * Node (http/hot-gets.ts, http/node-listener.ts); the same handlers are also mounted as routes.
 */
const HOT_GETS: ReadonlyMap<string, HotGet<unknown>> = new Map<string, HotGet<unknown>>([
  ['/api/dashboard-stats', dashboardStats],
  ['/api/community-posts', communityPostsPage],
]);

export type AppOptions = {
  db: AppDatabase;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Where the request log goes (one line per request); false for none (tests). */
  logger?: ((line: string) => void) | false;
  /** Where unexpected errors are reported before the client gets a generic 500. */
  reportError?: (error: unknown) => void;
  /**
   * Where a database fault answered with 503 (a lost connection, a locked file) is reported; by
   * default one line on stderr at most every few seconds, as one outage fails many requests.
   */
  reportUnavailable?: (error: unknown) => void;
  /** The built PWA (web/dist); not served when missing. */
  webDist?: string | null;
  scryptCost?: ScryptCost;
  /** The sign-in and signup rate limits (defaults: DEFAULT_AUTH_LIMITS). */
  authLimits?: Partial<AuthLimits>;
  /** Shorthand for authLimits.loginPerAddressAndAccount: failed sign-ins per address and email. */
  loginRateLimit?: Limit;
  passwordQueue?: PasswordQueueOptions;
  /**
   * How many pushes and pulls run at once, per member and in all (defaults: defaultSyncAdmission),
   * or the admission itself (tests watch its queue).
   */
  syncAdmission?: Partial<SyncAdmissionOptions> | SyncAdmission;
  /** Mutations a push applies per transaction (default: the engine's PUSH_SLICE_SIZE). */
  pushSliceSize?: number;
  /** Per-member writes per window (defaults: DEFAULT_WRITE_QUOTAS). */
  writeQuotas?: Partial<WriteQuotas>;
  /** Proxies of our own in front of the server whose X-Forwarded-For is believed (default 0). */
  trustProxyHops?: number;
  /** The address members reach the app at, for links the server makes (default: the request's). */
  publicUrl?: string | null;
  /**
   * Where the server listens (HOST and PORT): without PUBLIC_URL, links may start only there. Read
   * on every request, so the caller may fill in the port the system picked.
   */
  listen?: ListenAddress | null;
  /** Web Push: allowed push origins, VAPID keys and subject (defaults: the stored keys, push services only). */
  push?: PushOptions;
};

export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * A push carries up to PUSH_BATCH_MAX mutations, each up to a 20,000-character text (up to ~120 KB
 * as JSON): a full batch of long journal entries must still fit, or it would block the queue.
 */
export const MAX_PUSH_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The request log's default: lines straight to stdout, those of one turn of the event loop in one
 * write (line-batches.ts). console.log formats its argument and looks up colour support on every
 * call, about a tenth of a small GET's cost in the bench.
 */
const writeLine = linesPerTurn((text) => process.stdout.write(text));

/**
 * The unread rest of a refused body is still on its way: the connection cannot carry another
 * request, so the answer says it closes instead of promising keep-alive.
 */
function tooLarge(c: Context, limit: string) {
  c.header('Connection', 'close');
  return c.json({ error: `Request body is too large (the limit is ${limit})` }, 413);
}

const UNAVAILABLE_LOG_EVERY_MS = 5000;

/** One line (the fault's code and message) per interval, however many requests an outage fails. */
function warnAtMostEvery(intervalMs: number): (error: unknown) => void {
  let last = -Infinity;
  let skipped = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      skipped += 1;
      return;
    }
    const more = skipped > 0 ? ` (and ${skipped} more since the last report)` : '';
    console.warn(`Database unavailable, answered 503: ${describeFault(error)}${more}`);
    last = now;
    skipped = 0;
  };
}

export function createApp(options: AppOptions) {
  const deps: AppDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    authLimiter: new AuthLimiter({
      ...DEFAULT_AUTH_LIMITS,
      ...(options.loginRateLimit && { loginPerAddressAndAccount: options.loginRateLimit }),
      ...options.authLimits,
    }),
    passwordQueue: new PasswordQueue(options.passwordQueue ?? DEFAULT_PASSWORD_QUEUE),
    syncAdmission:
      options.syncAdmission instanceof SyncAdmission
        ? options.syncAdmission
        : new SyncAdmission({
            ...defaultSyncAdmission(engineOf(options.db)),
            ...options.syncAdmission,
          }),
    pushSliceSize: options.pushSliceSize,
    quotas: new QuotaCounter(options.db, { ...DEFAULT_WRITE_QUOTAS, ...options.writeQuotas }),
    trustProxyHops: options.trustProxyHops ?? 0,
    publicUrl: options.publicUrl ?? null,
    listen: options.listen ?? null,
    push: new PushSender(options.db, options.push, options.now),
  };
  const reportError =
    options.reportError ?? ((error: unknown) => console.error('Unhandled error', error));
  const reportUnavailable = options.reportUnavailable ?? warnAtMostEvery(UNAVAILABLE_LOG_EVERY_MS);

  const log = options.logger === false ? null : (options.logger ?? writeLine);
  const app = new Hono<AppEnv>();
  if (log) app.use(requestLog(log));
  app.use(securityHeaders());
  app.use(
    createMiddleware<AppEnv>(async (c, next) => {
      c.set('deps', deps);
      await next();
    }),
  );

  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => tooLarge(c, '1 MB'),
  });
  const pushBodyLimit = bodyLimit({
    maxSize: MAX_PUSH_BODY_BYTES,
    onError: (c) => tooLarge(c, '16 MB'),
  });
  app.use('/api/*', (c, next) => {
    // A GET has no body to limit, and asking the Node adapter for one makes it build a full
    // Request object (with an AbortSignal and a body stream) for every request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === '/api/sync/push' ? pushBodyLimit(c, next) : defaultBodyLimit(c, next);
  });
  // Personal data must not linger in shared caches; the service worker never caches /api either.
  app.use(
    '/api/*',
    createMiddleware<AppEnv>(async (c, next) => {
      await next();
      // Not c.header(): after the response exists it rebuilds it around a body stream, and the Node
      // adapter then streams it instead of writing the string at once.
      setAnswerHeaders(c, NO_STORE);
    }),
  );
  app.use('/api/*', sameOriginChanges);
  app.use('/api/*', loadSession);
  app.use('/api/*', idempotencyKeys);

  const api = apiRoutes();
  api.all('*', methodNotAllowedOr404(api.routes, '/api'));
  app.route('/api', api);

  mountWebApp(app, options.webDist);

  app.notFound(notFoundJson);
  app.onError(createErrorHandler(reportError, reportUnavailable));
  const answerEarly = hotGetAnswerer({
    deps,
    routes: HOT_GETS,
    log,
    answerError: errorAnswerer(reportError, reportUnavailable),
  });
  return Object.assign(app, { answerEarly });
}

export type App = ReturnType<typeof createApp>;
