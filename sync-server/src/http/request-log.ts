import { createMiddleware } from 'hono/factory';

/** One line per request: method, path (no query string: it may carry personal data), status, ms. */
export function requestLog(write: (line: string) => void) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  });
}
