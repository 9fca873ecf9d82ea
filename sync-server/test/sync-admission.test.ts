import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, uuidv7 } from '@selah/shared';
import {
  defaultSyncAdmission,
  SyncAdmission,
  SyncAdmissionRefused,
  type SyncAdmissionOptions,
} from '../src/http/sync-admission';
import { TEST_ENGINE } from './engine';
import { createTestServer, signUp, type TestServer } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const mutation = mutationFactory();
const mood = (server: TestServer, feeling: 'good' | 'okay' | 'down' = 'good') =>
  mutation('mood.create', { id: uuidv7(), mood: feeling, date: at(server.clock.now()) });
const moodPush = (server: TestServer) =>
  JSON.stringify({ protocolVersion: SYNC_PROTOCOL_VERSION, mutations: [mood(server)] });

/**
 * A push whose body arrives only when the test says so. The server reads the body inside the
 * request's turn, so `admitted` resolves when the push was let in (it asked for its first bytes):
 * until `send` (or `fail`), the push holds its turn, the way a slow device or a long batch does.
 */
function heldPush(server: TestServer, cookie: string) {
  let admit!: () => void;
  const admitted = new Promise<void>((resolve) => (admit = resolve));
  let release!: (body: string | Error) => void;
  const released = new Promise<string | Error>((resolve) => (release = resolve));
  // Every body the test sends has this length (padded with spaces): a device's request says its
  // length up front, and the body is then read in the request's turn, not by the size check.
  const length = 2000;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        admit();
        const body = await released;
        if (body instanceof Error) controller.error(body);
        else {
          controller.enqueue(new TextEncoder().encode(body.padEnd(length, ' ')));
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
  const response = Promise.resolve(
    server.app.request('/api/sync/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(length), cookie },
      body: stream,
      duplex: 'half',
    } as RequestInit),
  ).then(async (answer) => ({ status: answer.status, text: await answer.text() }));
  return {
    admitted,
    response,
    send: (body = moodPush(server)) => release(body),
    fail: () => release(new Error('the device went away mid-request')),
  };
}

/** Whether `promise` has settled, asked after every pending callback has had its turn. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

async function serverWith(options: Partial<SyncAdmissionOptions>) {
  const admission = new SyncAdmission({
    ...defaultSyncAdmission(TEST_ENGINE),
    maxWaitMs: 60_000,
    ...options,
  });
  const server = await createTestServer({ syncAdmission: admission });
  return { server, admission, ...syncClient(server) };
}

/**
 * Resolves once `count` requests wait for a turn. A request reaches the queue only after its
 * session is looked up (a query of its own on PostgreSQL), so one turn of the event loop after
 * sending it does not say it is queued; a request sent next could otherwise overtake it.
 */
async function queued(admission: SyncAdmission, count: number): Promise<void> {
  while (admission.waitingCount() < count) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('sync admission over HTTP', () => {
  it("runs one push of a member at a time, queues the next and refuses the member's extra ones with 429", async () => {
    const { server, admission, push } = await serverWith({
      perMember: 1,
      inAll: 4,
      waitingPerMember: 1,
    });
    const member = await signUp(server);
    const first = heldPush(server, member.cookie);
    await first.admitted;

    const second = push(member.cookie, [mood(server, 'okay')]);
    await queued(admission, 1);
    const third = await push(member.cookie, [mood(server, 'down')]);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(third.body).toEqual({ error: 'Too many sync requests from this account at once' });
    // The second waits for the first's turn, not refused.
    expect(await settled(second)).toBe(false);

    first.send();
    expect((await first.response).status).toBe(200);
    expect((await second).status).toBe(200);
    const [stored] = await server.rows<{ n: number }>(
      'select count(*) as n from mood_entries where user_id = ?',
      member.user.id,
    );
    expect(Number(stored?.n)).toBe(2);
  });

  it("answers another member's reads at once while every sync turn is taken and pushes wait for theirs", async () => {
    const { server, admission, push } = await serverWith({
      perMember: 1,
      inAll: 1,
      waitingPerMember: 2,
    });
    const flooder = await signUp(server);
    const reader = await signUp(server);
    const held = heldPush(server, flooder.cookie);
    await held.admitted;
    const second = push(flooder.cookie, [mood(server, 'okay')]);
    const othersPush = push(reader.cookie, [mood(server, 'down')]);
    await queued(admission, 2);
    expect(await settled(second)).toBe(false);
    expect(await settled(othersPush)).toBe(false);

    // Reads are no sync work: they never take a turn, so the waiting pushes hold none of them.
    const stats = await server.call('GET', '/api/dashboard-stats', { cookie: reader.cookie });
    expect(stats.status).toBe(200);
    const moods = await server.call('GET', '/api/mood-entries', { cookie: reader.cookie });
    expect(moods.status).toBe(200);
    expect((await server.call('GET', '/api/health')).status).toBe(200);
    expect(admission.waitingCount()).toBe(2);

    held.send();
    expect((await held.response).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await othersPush).status).toBe(200);
  });

  it("lets another member run while one member's requests wait, and a pull takes the member's turn too", async () => {
    const { server, admission, push, pullPage } = await serverWith({
      perMember: 1,
      inAll: 2,
      waitingPerMember: 2,
    });
    const flooder = await signUp(server);
    const other = await signUp(server);
    const held = heldPush(server, flooder.cookie);
    await held.admitted;
    // The flooder's pull arrived first and waits behind the flooder's own push...
    const flooderPull = pullPage(flooder.cookie, '0');
    await queued(admission, 1);
    expect(await settled(flooderPull)).toBe(false);
    // ...while the other member, who came later, is served at once on the free slot.
    const otherPush = await push(other.cookie, [mood(server, 'good')]);
    expect(otherPush.status).toBe(200);
    expect((await pullPage(other.cookie, '0')).changes.length).toBeGreaterThan(0);
    expect(await settled(flooderPull)).toBe(false);

    held.send();
    expect((await held.response).status).toBe(200);
    expect((await flooderPull).changes.some((change) => change.table === 'moodEntries')).toBe(true);
  });

  it('answers 503 with Retry-After when every slot and the whole queue are taken', async () => {
    const { server, admission, push } = await serverWith({
      perMember: 1,
      inAll: 2,
      waitingPerMember: 2,
      waitingInAll: 1,
    });
    const [a, b, c, d] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    const heldA = heldPush(server, a.cookie);
    const heldB = heldPush(server, b.cookie);
    await Promise.all([heldA.admitted, heldB.admitted]);
    const waiting = push(c.cookie, [mood(server, 'good')]);
    await queued(admission, 1);
    expect(await settled(waiting)).toBe(false);

    const refused = await push(d.cookie, [mood(server, 'good')]);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({ error: 'The server is busy; try again shortly' });

    heldA.send();
    expect((await waiting).status).toBe(200);
    heldB.send();
    expect((await heldA.response).status).toBe(200);
    expect((await heldB.response).status).toBe(200);
  });

  it('gives the turn back when a request fails, whether answered 400 or broken off', async () => {
    // No waiting at all: a turn that was not given back would refuse the next push at once.
    const { server, push } = await serverWith({ perMember: 1, inAll: 1, waitingPerMember: 0 });
    const member = await signUp(server);

    const malformed = heldPush(server, member.cookie);
    await malformed.admitted;
    malformed.send('{"protocolVersion": 1, "mutations": [');
    expect((await malformed.response).status).toBe(400);

    const broken = heldPush(server, member.cookie);
    await broken.admitted;
    broken.fail();
    expect((await broken.response).status).toBeGreaterThanOrEqual(400);

    const next = await push(member.cookie, [mood(server, 'good')]);
    expect(next.status).toBe(200);
  });

  it('refuses with 503 a request that waited longer than the wait allows', async () => {
    const { server, push } = await serverWith({
      perMember: 1,
      inAll: 1,
      waitingPerMember: 1,
      maxWaitMs: 20,
    });
    const member = await signUp(server);
    const other = await signUp(server);
    const held = heldPush(server, member.cookie);
    await held.admitted;
    const waited = await push(other.cookie, [mood(server, 'good')]);
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('1');
    held.send();
    expect((await held.response).status).toBe(200);
  });
});

describe('SyncAdmission', () => {
  const options: SyncAdmissionOptions = {
    perMember: 1,
    inAll: 2,
    waitingPerMember: 2,
    waitingInAll: 10,
    maxWaitMs: 60_000,
  };

  /** Work that runs until the test ends it; `started` says when it began. */
  function gated() {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    let began!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    return {
      started,
      end,
      work: async () => {
        began();
        await ended;
      },
    };
  }

  it('starts waiters oldest first, skipping those whose member is at its cap', async () => {
    const admission = new SyncAdmission(options);
    const order: string[] = [];
    const a1 = gated();
    const b1 = gated();
    const runs = [admission.run('a', a1.work), admission.run('b', b1.work)];
    await Promise.all([a1.started, b1.started]);
    const a2 = gated();
    const c1 = gated();
    runs.push(admission.run('a', () => (order.push('a2'), a2.work())));
    runs.push(admission.run('c', () => (order.push('c1'), c1.work())));
    expect(admission.waitingCount()).toBe(2);

    // b's slot frees: a2 is older, but a is still running, so c1 goes first.
    b1.end();
    await c1.started;
    expect(order).toEqual(['c1']);
    a1.end();
    await a2.started;
    expect(order).toEqual(['c1', 'a2']);
    a2.end();
    c1.end();
    await Promise.all(runs);
    expect(admission.runningCount()).toBe(0);
    expect(admission.waitingCount()).toBe(0);
  });

  it('frees the turn of work that threw, and refuses past the caps without running the work', async () => {
    const admission = new SyncAdmission({ ...options, inAll: 1, waitingPerMember: 1 });
    await expect(
      admission.run('a', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(admission.runningCount('a')).toBe(0);

    const held = gated();
    const running = admission.run('a', held.work);
    await held.started;
    const queued = admission.run('a', async () => 'queued');
    let ran = false;
    await expect(admission.run('a', async () => (ran = true))).rejects.toEqual(
      new SyncAdmissionRefused('member-busy'),
    );
    expect(ran).toBe(false);
    held.end();
    await running;
    expect(await queued).toBe('queued');
  });
});
