import { Hono } from 'hono';
import { LOGIN_MESSAGES, loginSchema, signupSchema, timeZoneSchema } from '@selah/shared';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { clearSessionCookie, sessionToken, setSessionCookie, signedIn } from '../http/session';
import { jsonBody } from '../http/validate';
import { deleteSession, login, signup, toUser } from '../services/accounts';
import { ServiceError } from '../services/errors';

/** The browser's zone from the header, used when the body does not name one. */
function headerTimeZone(header: string | undefined): string | undefined {
  const parsed = timeZoneSchema.safeParse(header);
  return parsed.success ? parsed.data : undefined;
}

function clientAddress(env: AppEnv['Bindings'] | undefined): string {
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const { db, now, scryptCost } = c.get('deps');
    const input = await jsonBody(c, signupSchema);
    input.timeZone ??= headerTimeZone(c.req.header('x-time-zone'));
    const current = now();
    const result = await signup(db, input, current, scryptCost);
    setSessionCookie(c, result.token, result.expiresAt, current);
    return c.json({ user: result.user }, 201);
  })
  .post('/login', async (c) => {
    const { db, now, scryptCost, loginLimiter } = c.get('deps');
    const input = await jsonBody(c, loginSchema);
    input.timeZone ??= headerTimeZone(c.req.header('x-time-zone'));
    const current = now();
    const key = `${clientAddress(c.env)}|${input.email}`;
    const retryAfter = loginLimiter.retryAfterSeconds(key, current.getTime());
    if (retryAfter > 0) {
      throw new HttpError(429, 'Too many sign-in attempts. Please try again later.', undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    try {
      const result = await login(db, input, current, scryptCost);
      loginLimiter.reset(key);
      setSessionCookie(c, result.token, result.expiresAt, current);
      return c.json({ user: result.user });
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'unauthorized') {
        loginLimiter.recordFailure(key, current.getTime());
        throw new HttpError(401, LOGIN_MESSAGES.failed);
      }
      throw error;
    }
  })
  .post('/logout', (c) => {
    const token = sessionToken(c);
    if (token) deleteSession(c.get('deps').db, token);
    clearSessionCookie(c);
    return c.json({ ok: true });
  })
  .get('/me', (c) => c.json({ user: toUser(signedIn(c)) }));
