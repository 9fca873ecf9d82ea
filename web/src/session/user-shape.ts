import type { User } from '@selah/shared';

/**
 * A structural check of a User from GET /api/me, a sign-in response or the local cache.
 * Deliberately not the zod `userSchema`: zod is the largest library we use, and keeping it out of
 * the first route's chunk keeps the app shell fast to start (150 KiB gzipped budget, see
 * docs/decisions/006-first-route-budget.md). The server already validated what it sends; this
 * only guards against a stale cache or a proxy's error page.
 */
export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    typeof user.level === 'number' &&
    typeof user.title === 'string' &&
    typeof user.isAdmin === 'boolean' &&
    typeof user.createdAt === 'string'
  );
}

/** The `{ user }` body of GET /api/me, POST /api/login and POST /api/signup. */
export function userFromResponse(body: unknown): User {
  const user = body && typeof body === 'object' ? (body as { user?: unknown }).user : undefined;
  if (!isUser(user)) throw new Error('The server sent an unexpected answer');
  return user;
}
