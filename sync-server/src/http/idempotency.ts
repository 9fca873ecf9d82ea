import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { withTransactionHook } from '../db/transaction';
import { isWriteAnswer } from './write-answer';
import { findProcessed, IDEMPOTENCY_KEY_PREFIX, recordProcessed } from '../sync/processed';
import type { AppEnv } from './env';
import { HttpError, RespondInstead } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
export const IDEMPOTENCY_KEY_LENGTH_MESSAGE = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`;

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sessions are not effects to replay, and sync push has its own per-mutation record. */
const EXEMPT_PATHS = /^\/api\/(signup|login|logout|sync)(\/|$)/;

/** What the first request answered, and what it was, so a reuse for something else is refused. */
type RecordedResponse = {
  method: string;
  path: string;
  bodyHash: string;
  status: number;
  body: string;
};

type RequestFingerprint = Pick<RecordedResponse, 'method' | 'path' | 'bodyHash'>;

/**
 * `Idempotency-Key` on REST mutations: the same exactly-once guarantee as a sync push.
 *
 * The key is checked up front (a replay returns the recorded status and body and runs nothing), and
 * again inside the route's write transaction, where the response is recorded together with the
 * effect: a crash can lose neither one without the other. Routes need no changes: the request gets a
 * database whose write transaction runs a hook doing the check and the recording, and the response is what
 * every mutation route answers: `{ row, created }` from a create becomes 201 (or 200 when the row
 * already existed) with the row; anything else is 200 with the service's result.
 *
 * Only a request that changed something is recorded. A failed one (400, 404, ...) changed nothing,
 * so its retry simply runs again.
 */
export const idempotencyKeys = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (
    key === undefined ||
    !MUTATING_METHODS.has(c.req.method) ||
    EXEMPT_PATHS.test(c.req.path) ||
    isAccountDeletion(c)
  ) {
    return next();
  }
  if (key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new HttpError(400, IDEMPOTENCY_KEY_LENGTH_MESSAGE, IDEMPOTENCY_KEY_HEADER);
  }
  const member = c.get('member');
  if (!member) return next(); // the route answers 401

  const deps = c.get('deps');
  const storedKey = IDEMPOTENCY_KEY_PREFIX + key;
  // Hono keeps the body, so the route can still read it.
  const bodyHash = createHash('sha256')
    .update(await c.req.text())
    .digest('base64url');
  const request: RequestFingerprint = { method: c.req.method, path: c.req.path, bodyHash };

  const earlier = await findProcessed(deps.db, member.id, storedKey);
  if (earlier !== undefined) return replay(c, earlier as RecordedResponse, request);

  let used = false;
  const db = withTransactionHook(deps.db, async (tx, work) => {
    // One write transaction per request is what makes the response recordable.
    if (used) throw new Error('A route under an Idempotency-Key ran two write transactions');
    used = true;
    // A twin request may have committed while this one was reading its body.
    const twin = await findProcessed(tx, member.id, storedKey);
    if (twin !== undefined) {
      throw new RespondInstead((ctx) => replay(ctx, twin as RecordedResponse, request));
    }
    const value = await work();
    const recorded: RecordedResponse = { ...request, ...responseFor(value) };
    await recordProcessed(tx, member.id, storedKey, recorded, deps.now());
    return value;
  });
  c.set('deps', { ...deps, db });
  await next();
});

/**
 * A deleted account keeps no record (it would name the member), and a retry of the deletion finds
 * its session ended and is told the account is gone.
 */
function isAccountDeletion(c: Context): boolean {
  return c.req.method === 'DELETE' && c.req.path === '/api/me';
}

function responseFor(value: unknown): { status: number; body: string } {
  if (isWriteAnswer(value)) return { status: value.status, body: JSON.stringify(value.body) };
  return { status: 200, body: JSON.stringify(value) };
}

function replay(c: Context, recorded: RecordedResponse, request: RequestFingerprint): Response {
  if (
    recorded.method !== request.method ||
    recorded.path !== request.path ||
    recorded.bodyHash !== request.bodyHash
  ) {
    // Returned, not thrown: this also runs inside the error handler (a twin found in the transaction).
    return c.json({ error: IDEMPOTENCY_KEY_REUSED_MESSAGE, field: IDEMPOTENCY_KEY_HEADER }, 422);
  }
  return c.body(recorded.body, recorded.status as ContentfulStatusCode, {
    'Content-Type': 'application/json',
    [IDEMPOTENCY_REPLAYED_HEADER]: 'true',
  });
}
