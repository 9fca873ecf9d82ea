import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES, meResponseSchema } from '@selah/shared';
import { clientAddress } from '../src/http/client-address';
import type { AppEnv } from '../src/http/env';
import {
  PasswordQueue,
  PasswordQueueFull,
  type PasswordPlace,
} from '../src/security/password-queue';
import { createTestServer, expectError, expectJson, signUp, type TestServer } from './helpers';

const signupBody = (username: string) => ({
  username,
  email: `${username}@example.org`,
  password: 'secret1',
  confirmPassword: 'secret1',
});

/**
 * The time limit of a test that makes dozens of sequential calls: about two seconds alone, but
 * several times that on a busy machine (and PostgreSQL adds a round trip per query).
 */
const MANY_CALLS = 20_000;

/** A request as if from `address`, behind one proxy of our own. */
const from = (address: string) => ({ 'X-Forwarded-For': address });

async function login(server: TestServer, email: string, password: string, address = '203.0.113.1') {
  return server.call('POST', '/api/login', { body: { email, password }, headers: from(address) });
}

describe('the password queue', () => {
  it('runs at most `concurrency` at once and refuses at once beyond `maxWaiting`', async () => {
    const queue = new PasswordQueue({ concurrency: 1, maxWaiting: 1 });
    const started: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = queue.run(async () => {
      started.push(1);
      await gate;
      return 1;
    });
    const second = queue.run(async () => {
      started.push(2);
      return 2;
    });
    await expect(queue.run(async () => 3)).rejects.toBeInstanceOf(PasswordQueueFull);
    expect(started).toEqual([1]);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(queue.size).toBe(0);
  });

  it('answers a login or signup flood beyond the queue with 429 and Retry-After, and no 5xx', async () => {
    const server = await createTestServer({
      passwordQueue: { concurrency: 1, maxWaiting: 2 },
      trustProxyHops: 1,
    });
    const member = await signUp(server);
    // The hashing is held until all twelve requests have reached the queue (or been answered), as
    // if each hash were slow: no request may find a slot freed by an early one. Slow hashes alone
    // do not guarantee it, since the limits are counted in the database before the queue (a round
    // trip per query on PostgreSQL, on a busy machine).
    const flood = 12;
    let answered = 0;
    let queueSize: (() => number) | undefined;
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const allArrived = () => {
      if (queueSize && answered + queueSize() === flood) openGate();
    };
    const run = PasswordQueue.prototype.run;
    const held = vi.spyOn(PasswordQueue.prototype, 'run').mockImplementation(function <T>(
      this: PasswordQueue,
      work: () => Promise<T>,
      place?: PasswordPlace,
    ) {
      queueSize = () => this.size;
      const result = run.call(
        this,
        async () => {
          await gate;
          return work();
        },
        place,
      );
      allArrived();
      return result;
    });
    let answers;
    try {
      answers = await Promise.all(
        Array.from({ length: flood }, (_, index) =>
          (index % 2 === 0
            ? login(server, member.user.email, 'wrong password', `198.51.100.${index}`)
            : server.call('POST', '/api/signup', {
                body: signupBody(`flood${index}`),
                headers: from(`198.51.100.${index}`),
              })
          ).finally(() => {
            answered += 1;
            allArrived();
          }),
        ),
      );
    } finally {
      held.mockRestore();
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // One hashing, two waiting: the other nine are turned away without a hash.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(3);
    const busy = answers.find((answer) => answer.status === 429)!;
    expectError(busy, 429, 'Many people are signing in right now. Please try again in a moment.');
    expect(busy.headers.get('retry-after')).toBe('2');
    // A refused-while-busy attempt is no failed guess: the member can still sign in at once.
    const ok = await login(server, member.user.email, member.password, '198.51.100.0');
    expect(ok.status, ok.text).toBe(200);
  });
});

describe('sign-in limits', () => {
  it('count attempts before the hash: a parallel burst on one account is cut at the limit', async () => {
    const server = await createTestServer({ trustProxyHops: 1 });
    const member = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(server, member.user.email, 'wrong password')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('limit one address across every email it tries', { timeout: MANY_CALLS }, async () => {
    const server = await createTestServer({ trustProxyHops: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await login(server, `nobody${index}@example.org`, 'guess')).status);
    }
    expect(statuses.slice(0, 25).every((status) => status === 401)).toBe(true);
    const refused = await login(server, 'someone-else@example.org', 'guess');
    expectError(
      refused,
      429,
      'Too many sign-in attempts from your network. Please try again in 15 minutes.',
    );
    // Another address is not affected.
    expect((await login(server, 'nobody0@example.org', 'guess', '203.0.113.99')).status).toBe(401);
  });

  it('a correct password during a lockout is told why it is refused, and works once it ends', async () => {
    const server = await createTestServer({ trustProxyHops: 1 });
    const member = await signUp(server);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(await login(server, member.user.email, 'wrong'), 401, LOGIN_MESSAGES.failed);
    }
    const refused = await login(server, member.user.email, member.password);
    expectError(
      refused,
      429,
      'Too many sign-in attempts for this account. To keep it safe, sign-in is paused: please try again in 15 minutes.',
    );
    // From the member's own phone on another network, the account still opens.
    expectJson(
      await login(server, member.user.email, member.password, '192.0.2.7'),
      200,
      meResponseSchema,
    );
    server.clock.advance(15 * 60 * 1000);
    expectJson(await login(server, member.user.email, member.password), 200, meResponseSchema);
  });

  it(
    'successful sign-ins do not count: a hall full of members signs in from one address',
    { timeout: MANY_CALLS },
    async () => {
      const server = await createTestServer({ trustProxyHops: 1 });
      const members = [];
      for (let index = 0; index < 40; index += 1) members.push(await signUp(server));
      for (const member of members) {
        expect((await login(server, member.user.email, member.password)).status).toBe(200);
      }
    },
  );

  it(
    'one stranger alone cannot lock a member out from every address',
    { timeout: MANY_CALLS },
    async () => {
      const server = await createTestServer({ trustProxyHops: 1 });
      const member = await signUp(server);
      for (let attempt = 0; attempt < 40; attempt += 1) {
        await login(server, member.user.email, 'guess', '198.51.100.66');
      }
      expectJson(await login(server, member.user.email, member.password), 200, meResponseSchema);
    },
  );

  it('ignores X-Forwarded-For unless proxies are trusted', { timeout: MANY_CALLS }, async () => {
    const server = await createTestServer();
    for (let index = 0; index < 25; index += 1) {
      await login(server, `nobody${index}@example.org`, 'guess', `198.51.100.${index}`);
    }
    expect((await login(server, 'another@example.org', 'guess', '192.0.2.1')).status).toBe(429);
  });

  it('keep their counts in the database, shared by every server process', async () => {
    const server = await createTestServer({ trustProxyHops: 1 });
    const member = await signUp(server);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(server, member.user.email, 'wrong');
    }
    expect(
      await server.rows('select kind, address, account from auth_attempts where kind = ?', 'login'),
    ).toHaveLength(3);
    expect(JSON.stringify(await server.rows('select * from auth_attempts'))).not.toContain(
      member.user.email,
    );
  });
});

describe('signup limits', () => {
  it(
    'let a church hall of 100 sign up within ten minutes from one address',
    { timeout: MANY_CALLS },
    async () => {
      const server = await createTestServer({ trustProxyHops: 1 });
      for (let index = 0; index < 100; index += 1) {
        const answer = await server.call('POST', '/api/signup', {
          body: signupBody(`hall${index}`),
          headers: from('203.0.113.50'),
        });
        expect(answer.status, answer.text).toBe(201);
        server.clock.advance(6 * 1000);
      }
    },
  );

  it('refuse a source that signs up far more than that, with Retry-After', async () => {
    const server = await createTestServer({
      trustProxyHops: 1,
      authLimits: { signupPerAddress: { max: 3, windowMs: 60 * 60 * 1000 } },
    });
    for (let index = 0; index < 3; index += 1) {
      await server.call('POST', '/api/signup', {
        body: signupBody(`burst${index}`),
        headers: from('203.0.113.60'),
      });
    }
    const refused = await server.call('POST', '/api/signup', {
      body: signupBody('burst3'),
      headers: from('203.0.113.60'),
    });
    expectError(
      refused,
      429,
      'Many accounts were just created from your network. Please try again in 60 minutes.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    const elsewhere = await server.call('POST', '/api/signup', {
      body: signupBody('burst4'),
      headers: from('203.0.113.61'),
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe('limit state', () => {
  it('is swept once it is older than the longest window, so it never grows without end', async () => {
    const server = await createTestServer({ trustProxyHops: 1 });
    for (let index = 0; index < 3; index += 1) {
      await login(server, `gone${index}@example.org`, 'guess', `198.51.100.${index}`);
    }
    expect(await server.rows('select * from auth_attempts')).toHaveLength(3);
    server.clock.advance(61 * 60 * 1000);
    await login(server, 'later@example.org', 'guess');
    expect(await server.rows<{ address: string }>('select address from auth_attempts')).toEqual([
      { address: '203.0.113.1' },
    ]);
  });
});

describe('the client address', () => {
  const app = new Hono<AppEnv>().get('/', (c) =>
    c.text(clientAddress(c, Number(c.req.query('hops')))),
  );
  const addressFor = async (hops: number, forwardedFor?: string) =>
    (
      await app.request(`/?hops=${hops}`, {
        headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
      })
    ).text();

  it('is the entry our own proxies wrote, never one the client wrote before them', async () => {
    expect(await addressFor(0, '6.6.6.6')).toBe('local');
    expect(await addressFor(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressFor(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await addressFor(2, '203.0.113.8')).toBe('203.0.113.8');
    expect(await addressFor(1)).toBe('local');
  });

  it('is an IPv6 address by its /64, and an IPv4 address written as IPv6 by itself', async () => {
    expect(await addressFor(1, '2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(await addressFor(1, '2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(await addressFor(1, '::1')).toBe('0:0:0:0::/64');
    expect(await addressFor(1, '::ffff:192.0.2.5')).toBe('192.0.2.5');
    expect(await addressFor(1, '2001:db8::192.0.2.5')).toBe('2001:db8:0:0::/64');
    expect(await addressFor(1, 'fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('a place in the password queue', () => {
  it('is taken before any other work and given back when the request does not hash', async () => {
    const queue = new PasswordQueue({ concurrency: 1, maxWaiting: 1 });
    const first = queue.reserve()!;
    const second = queue.reserve()!;
    expect(queue.reserve()).toBeNull();
    await expect(queue.run(async () => 1)).rejects.toBeInstanceOf(PasswordQueueFull);
    second.release();
    second.release();
    const third = queue.reserve()!;
    expect(queue.reserve()).toBeNull();
    expect(await Promise.all([first.run(async () => 1), third.run(async () => 3)])).toEqual([1, 3]);
    await expect(first.run(async () => 1)).rejects.toThrow('already used');
    expect(queue.hasRoom).toBe(true);
    expect(queue.size).toBe(0);
  });
});

/** The id the next recorded attempt gets, less one: records a failed guess from a fresh address. */
async function lastAttemptId(server: TestServer, marker: string): Promise<number> {
  await login(server, `${marker}@example.org`, 'guess', `192.0.2.${marker.length}`);
  const [row] = await server.rows<{ id: number }>(
    'select max(id) as id from auth_attempts where address = ?',
    `192.0.2.${marker.length}`,
  );
  return Number(row?.id);
}

describe('refused attempts', () => {
  it('write no sign-in record: only an admitted attempt is recorded', async () => {
    const server = await createTestServer({
      trustProxyHops: 1,
      passwordQueue: { concurrency: 1, maxWaiting: 6 },
    });
    const member = await signUp(server);
    const before = await lastAttemptId(server, 'a');
    const answers = await Promise.all([
      // At one account from one address: its limit (5) refuses the rest.
      ...Array.from({ length: 30 }, () =>
        login(server, member.user.email, 'wrong', '198.51.100.1'),
      ),
      // From 30 addresses at 30 emails: the full queue refuses most.
      ...Array.from({ length: 30 }, (_, index) =>
        login(server, `nobody${index}@example.org`, 'guess', `198.51.100.${100 + index}`),
      ),
    ]);
    const after = await lastAttemptId(server, 'bb');
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const hashed = statuses.filter((status) => status === 401).length;
    expect(hashed).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(30);
    // Ids are handed out one per insert: the flood inserted exactly one row per hashed attempt.
    expect(after - before - 1).toBe(hashed);
  });

  it('are refused by the address limit before the body is read', async () => {
    const server = await createTestServer({
      trustProxyHops: 1,
      authLimits: {
        loginPerAddress: { max: 2, windowMs: 15 * 60 * 1000 },
        signupPerAddress: { max: 1, windowMs: 60 * 60 * 1000 },
      },
    });
    const deep = `{"email":${'['.repeat(100_000)}`;
    const hostile = (path: string, address: string) =>
      server.call('POST', path, {
        rawBody: deep,
        headers: { ...from(address), 'Content-Type': 'application/json' },
      });
    await login(server, 'one@example.org', 'guess', '198.51.100.7');
    await login(server, 'two@example.org', 'guess', '198.51.100.7');
    expectError(
      await hostile('/api/login', '198.51.100.7'),
      429,
      'Too many sign-in attempts from your network. Please try again in 15 minutes.',
    );
    expect((await hostile('/api/login', '198.51.100.8')).status).toBe(400);
    await server.call('POST', '/api/signup', {
      body: signupBody('first-of-hall'),
      headers: from('198.51.100.9'),
    });
    expect((await hostile('/api/signup', '198.51.100.9')).status).toBe(429);
    expect((await hostile('/api/signup', '198.51.100.10')).status).toBe(400);
  });
});

describe('IPv6 clients', () => {
  it('count by their /64, as one subscriber holds a whole /64', async () => {
    const server = await createTestServer({
      trustProxyHops: 1,
      authLimits: { loginPerAddress: { max: 3, windowMs: 15 * 60 * 1000 } },
    });
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1:ffff::2', '2001:DB8:7:1:0:0:0:3']) {
      expect((await login(server, `${address.length}@example.org`, 'guess', address)).status).toBe(
        401,
      );
    }
    expect((await login(server, 'next@example.org', 'guess', '2001:db8:7:1:abcd::9')).status).toBe(
      429,
    );
    expect((await login(server, 'next@example.org', 'guess', '2001:db8:7:2::1')).status).toBe(401);
    expect(
      await server.rows('select distinct address from auth_attempts order by address'),
    ).toEqual([{ address: '2001:db8:7:1::/64' }, { address: '2001:db8:7:2::/64' }]);
  });
});

describe('a device cookie', () => {
  const DEVICE = 'selah_device=';
  const deviceCookie = (answer: { setCookies: string[] }) =>
    answer.setCookies.find((cookie) => cookie.startsWith(DEVICE))?.split(';')[0];

  it(
    'keeps the owner signing in on their device while failures from elsewhere lock the account',
    { timeout: MANY_CALLS * 3 },
    async () => {
      const server = await createTestServer({
        trustProxyHops: 1,
        passwordQueue: { concurrency: 2, maxWaiting: 200 },
      });
      const owner = await signUp(server);
      const other = await signUp(server);
      const first = await login(server, owner.user.email, owner.password, '192.0.2.10');
      expect(first.status).toBe(200);
      const header = first.setCookies.find((cookie) => cookie.startsWith(DEVICE))!;
      expect(header).toMatch(/; Max-Age=34560000; Path=\/api; HttpOnly; SameSite=Strict/);
      const device = deviceCookie(first)!;
      const otherDevice = deviceCookie(
        await login(server, other.user.email, other.password, '192.0.2.11'),
      )!;

      // 150 failures for the account from 150 addresses, 10 at a time.
      for (let start = 0; start < 150; start += 10) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            login(server, owner.user.email, 'guess', `10.9.${start}.${index}`),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
      }

      const ownerAt = (cookie: string | undefined, password: string, address = '203.0.113.200') =>
        server.call('POST', '/api/login', {
          body: { email: owner.user.email, password },
          headers: from(address),
          ...(cookie ? { cookie } : {}),
        });
      // A new device, the right password: still limited.
      const unknown = await ownerAt(undefined, owner.password);
      expectError(
        unknown,
        429,
        'Too many sign-in attempts for this account. To keep it safe, sign-in is paused: please try again in 60 minutes.',
      );
      // Another account's device cookie proves nothing for this one.
      expect((await ownerAt(otherDevice, owner.password)).status).toBe(429);
      // The owner's own device signs in, and keeps the same cookie.
      const trusted = await ownerAt(device, owner.password);
      expectJson(trusted, 200, meResponseSchema);
      expect(deviceCookie(trusted)).toBe(device);

      // The device has its own small limit: 10 failures, then it waits too.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await ownerAt(device, 'wrong')).status).toBe(401);
      }
      expect((await ownerAt(device, owner.password)).status).toBe(429);
    },
  );

  it('counts for every account signed in on the device, and a forged one is no device', async () => {
    const server = await createTestServer({ trustProxyHops: 1 });
    const first = await signUp(server);
    const second = await signUp(server);
    const one = await login(server, first.user.email, first.password);
    const device = deviceCookie(one)!;
    const both = await server.call('POST', '/api/login', {
      body: { email: second.user.email, password: second.password },
      headers: from('203.0.113.1'),
      cookie: device,
    });
    const entries = deviceCookie(both)!.slice(DEVICE.length).split('~');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toBe(device.slice(DEVICE.length));
    // Five wrong passwords lock the pair for an unknown device; a forged cookie is unknown.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(server, first.user.email, 'wrong', '203.0.113.2');
    }
    const forged = `${DEVICE}${'A'.repeat(22)}.${'B'.repeat(32)}`;
    expect(
      (
        await server.call('POST', '/api/login', {
          body: { email: first.user.email, password: first.password },
          headers: from('203.0.113.2'),
          cookie: forged,
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await server.call('POST', '/api/login', {
          body: { email: first.user.email, password: first.password },
          headers: from('203.0.113.2'),
          cookie: deviceCookie(both)!,
        })
      ).status,
    ).toBe(200);
  });
});
