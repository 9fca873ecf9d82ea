import { createMiddleware } from 'hono/factory';

/** One line per request: method, path (no query string: it may carry personal data), status, ms. */
export function requestLog(write: (line: string) => void) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    write(requestLine(c.req.method, c.req.path, c.res.status, started));
  });
}

/** The request log's line for a request that started at `started` (performance.now()). */
export function requestLine(method: string, path: string, status: number, started: number): string {
  const ms = (performance.now() - started).toFixed(1);
  return `${method} ${path} ${status} ${ms}ms`;
}
