import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app';

/**
 * The app as a Node request listener: the hot GETs it answers early (http/hot-gets.ts), everything
 * else through @hono/node-server to the router, as `serve` would. `hostname` stands in for a
 * request without a Host header, as `serve`'s option of that name does.
 */
export function nodeListener(app: Pick<App, 'fetch' | 'answerEarly'>, hostname?: string) {
  const router = getRequestListener(app.fetch, { hostname });
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    if (app.answerEarly(incoming, outgoing)) return;
    void router(incoming, outgoing);
  };
}
