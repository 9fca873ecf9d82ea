import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from './load';
import { memberPerConnection, pushLoad } from './member-per-connection';
import { pushBatch } from './mutations';

/**
 * A server that answers each member's requests slowly at times (as a member whose work waits in a
 * queue is answered), and records, per member, the most requests it had in flight at once and,
 * per connection, every member that used it.
 */
function recordingServer() {
  const inFlight = new Map<string, number>();
  const mostInFlight = new Map<string, number>();
  const membersOfConnection = new Map<number, Set<string>>();
  let connections = 0;
  let pushes = 0;
  const ids = new WeakMap<object, number>();
  const server = createServer((request, response) => {
    // load()'s check afterwards that the server answers promptly again.
    if (request.url !== '/api/sync/push') return void response.end('{}');
    pushes += 1;
    const member = request.headers.cookie ?? '';
    if (!ids.has(request.socket)) ids.set(request.socket, connections++);
    const connection = ids.get(request.socket)!;
    (
      membersOfConnection.get(connection) ??
      membersOfConnection.set(connection, new Set()).get(connection)!
    ).add(member);
    const now = (inFlight.get(member) ?? 0) + 1;
    inFlight.set(member, now);
    mostInFlight.set(member, Math.max(now, mostInFlight.get(member) ?? 0));
    // Every third member is slow: a member chosen per request would pile up behind it.
    const slow = member.endsWith('0') || member.endsWith('3') || member.endsWith('6');
    setTimeout(
      () => {
        inFlight.set(member, inFlight.get(member)! - 1);
        response.end('{}');
      },
      slow ? 20 : 1,
    );
  });
  return { server, mostInFlight, membersOfConnection, pushes: () => pushes };
}

describe('a member per connection', () => {
  const recording = recordingServer();
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = recording.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps one member on each connection, so no member has two requests in flight', async () => {
    const cookies = Array.from({ length: 10 }, (_, i) => `selah_session=member-${i}`);
    await load({
      url,
      duration: 1,
      request: {
        path: '/api/sync/push',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupClient: memberPerConnection(cookies, { 'content-type': 'application/json' }),
        setupRequest: (request) => ({ ...request, body: '{}' }),
      },
    });
    expect([...recording.mostInFlight.keys()].sort()).toEqual([...cookies].sort());
    expect(Math.max(...recording.mostInFlight.values())).toBe(1);
    for (const members of recording.membersOfConnection.values()) expect(members.size).toBe(1);
  });

  it('counts every mutation of a push whose answer is not a push result as not applied', async () => {
    const cookies = Array.from({ length: 10 }, (_, i) => `selah_session=pusher-${i}`);
    const before = recording.pushes();
    let unapplied = 0;
    await load({
      url,
      duration: 1,
      request: pushLoad({
        cookies,
        headers: { 'content-type': 'application/json' },
        body: () => pushBatch(3),
        unapplied: (count) => (unapplied += count),
      }),
    });
    const answered = recording.pushes() - before;
    expect(answered).toBeGreaterThan(0);
    // The server answers {} to every push: none of the three mutations of any was applied. A
    // request autocannon abandoned at the end has no answer, so it counts nothing.
    expect(unapplied % 3).toBe(0);
    expect(unapplied / 3).toBeGreaterThanOrEqual(answered - cookies.length);
    expect(unapplied / 3).toBeLessThanOrEqual(answered);
  });
});
