import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer, type RunningServer } from './processes';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Headers that describe one connection, not the message: never passed on by a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * The simplest load balancer in front of several Selah nodes: each request goes to the next
 * upstream in turn (round robin), over keep-alive connections of its own, with its method, path,
 * end-to-end headers and body; the answer comes back the same way. No health checks, retries or
 * stickiness: Selah's nodes keep no state between requests, so any node can answer any request.
 */
export function createRoundRobinProxy(upstreams: readonly string[]): Server {
  if (upstreams.length === 0) throw new Error('A proxy needs at least one upstream');
  const targets = upstreams.map((upstream) => {
    const url = new URL(upstream);
    return {
      hostname: url.hostname,
      port: Number(url.port),
      // An idle connection is closed here before the node closes it (Node's keepAliveTimeout, 5 s):
      // one the node closed just as a request went out on it would fail that request with a 502.
      agent: new Agent({ keepAlive: true, timeout: 4_000 }),
    };
  });
  let next = 0;
  return createServer((incoming, outgoing) => {
    const target = targets[next]!;
    next = (next + 1) % targets.length;
    const forwarded = request(
      {
        hostname: target.hostname,
        port: target.port,
        agent: target.agent,
        method: incoming.method,
        path: incoming.url,
        headers: endToEnd(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          endToEnd(answer.headers),
        );
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (outgoing.headersSent) {
        outgoing.destroy(error);
      } else {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`Upstream failed: ${error.message}\n`);
      }
    });
    // A client that goes away (autocannon stopping mid-request) abandons the upstream request too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forwarded.destroy();
    });
    incoming.pipe(forwarded);
  });
}

/**
 * Runs the proxy in a process of its own (this file as the entry), so its CPU time is measured apart
 * from the nodes' and it never shares an event loop with autocannon. Ready once a request through it
 * reaches a node's `/api/health`.
 */
export function startRoundRobin(upstreams: readonly string[]): Promise<RunningServer> {
  return startServer({
    entry: 'bench/lib/round-robin.ts',
    cwd: REPO,
    env: { UPSTREAMS: upstreams.join(',') },
    readyPath: '/api/health',
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const upstreams = (process.env.UPSTREAMS ?? '').split(',').filter((url) => url !== '');
  const server = createRoundRobinProxy(upstreams);
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
