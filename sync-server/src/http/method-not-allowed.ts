import type { Context } from 'hono';
import { notFoundJson } from './errors';

type Route = { method: string; path: string };

/**
 * The fallback for /api: a known path asked with a method it does not serve is a 405 naming the
 * methods it does serve (Allow); an unknown path is a 404.
 */
export function methodNotAllowedOr404(routes: readonly Route[], mountedAt: string) {
  const byPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const { method, path } of routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    let entry = byPattern.get(path);
    if (!entry) {
      const source = path
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      entry = { pattern: new RegExp(`^${mountedAt}${source}/?$`), methods: new Set() };
      byPattern.set(path, entry);
    }
    entry.methods.add(method);
    if (method === 'GET') entry.methods.add('HEAD');
  }
  const known = [...byPattern.values()];
  return (c: Context) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of known) {
      if (pattern.test(c.req.path)) for (const method of methods) allowed.add(method);
    }
    if (allowed.size === 0) return notFoundJson(c);
    c.header('Allow', [...allowed].sort().join(', '));
    return c.json({ error: `${c.req.method} is not allowed here` }, 405);
  };
}
