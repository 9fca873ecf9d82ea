/**
 * Web Push through the API: the public key, subscriptions (and the endpoints refused), the
 * reminder's settings and a test send, delivered to a push service of the test's own on loopback
 * HTTPS that decrypts each message and checks its VAPID signature.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINT_REFUSED_MESSAGE } from '../src/services/push/endpoints';
import { TEST_PUSHES_PER_HOUR } from '../src/security/test-push-limit';
import { reminderMessage } from '../src/services/push/reminder-message';
import { PushSender } from '../src/services/push/sender';
import { listSubscriptions } from '../src/services/push/subscriptions';
import { createTestServer, expectError, expectJson, signUp, startAnotherNode } from './helpers';
import { startPushService } from './push-service';

const service = await startPushService();
const delays: number[] = [];
const pushOptions = {
  allowedOrigins: [service.origin],
  agent: service.agent,
  subject: 'mailto:admin@example.org',
  sleep: (ms: number) => {
    delays.push(ms);
    return Promise.resolve();
  },
};
const server = await createTestServer({ push: pushOptions });
const { call, engine } = server;
afterAll(() => service.stop());

const publicKeySchema = z.object({ publicKey: z.string() });
const subscriptionSchema = z.object({
  subscription: z.object({ id: z.string(), endpoint: z.string(), createdAt: z.string() }).strict(),
});
const summarySchema = z.object({
  sent: z.number(),
  gone: z.number(),
  refused: z.number(),
  failed: z.number(),
});

async function subscribedMember(name: string) {
  const member = await signUp(server, { name: 'Miriam Quietwater' });
  const subscription = service.subscribe(name);
  const response = await call('POST', '/api/push/subscriptions', {
    cookie: member.cookie,
    body: subscription,
  });
  const { subscription: stored } = expectJson(response, 201, subscriptionSchema);
  return { member, subscription, stored };
}

describe(`Web Push on ${engine}`, () => {
  it('gives one VAPID public key, a 65-byte P-256 point, the same on every node', async () => {
    const { publicKey } = expectJson(
      await call('GET', '/api/push/public-key'),
      200,
      publicKeySchema,
    );
    const point = Buffer.from(publicKey, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    const other = await startAnotherNode(server, { app: { push: pushOptions } });
    try {
      const again = expectJson(
        await other.call('GET', '/api/push/public-key'),
        200,
        publicKeySchema,
      );
      expect(again.publicKey).toBe(publicKey);
    } finally {
      await other.stop();
    }
  });

  it('stores, lists (without keys) and removes a member’s own subscriptions', async () => {
    const { member, subscription, stored } = await subscribedMember('list-a');
    expect(stored.endpoint).toBe(subscription.endpoint);
    const listed = await call('GET', '/api/push/subscriptions', { cookie: member.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ subscriptions: [stored] });

    // The same browser again (new keys) replaces the row instead of adding one.
    const again = await call('POST', '/api/push/subscriptions', {
      cookie: member.cookie,
      body: service.subscribe('list-a'),
    });
    expect(expectJson(again, 200, subscriptionSchema).subscription.id).toBe(stored.id);

    const stranger = await signUp(server);
    const theirs = await call('DELETE', `/api/push/subscriptions/${stored.id}`, {
      cookie: stranger.cookie,
    });
    expectError(theirs, 404, 'Not found');
    const removed = await call('DELETE', `/api/push/subscriptions/${stored.id}`, {
      cookie: member.cookie,
    });
    expect(removed.status).toBe(200);
    const after = await call('GET', '/api/push/subscriptions', { cookie: member.cookie });
    expect(after.body).toEqual({ subscriptions: [] });
    expect((await call('GET', '/api/push/subscriptions')).status).toBe(401);
  });

  it('refuses endpoints off the push services: plain http, link-local, other hosts, file:', async () => {
    const member = await signUp(server);
    const keys = service.subscribe('refused').keys;
    const port = new URL(service.origin).port;
    for (const endpoint of [
      `http://127.0.0.1:${port}/push/refused`,
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/push',
      'https://127.0.0.1/push',
      `https://localhost:${port}/push/refused`,
      'https://example.org/push',
      'https://fcm.googleapis.com.example.org/push',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const response = await call('POST', '/api/push/subscriptions', {
        cookie: member.cookie,
        body: { endpoint, keys },
      });
      expectError(response, 400, ENDPOINT_REFUSED_MESSAGE, 'endpoint');
    }
    const none = await call('GET', '/api/push/subscriptions', { cookie: member.cookie });
    expect(none.body).toEqual({ subscriptions: [] });

    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      const response = await call('POST', '/api/push/subscriptions', {
        cookie: member.cookie,
        body: { endpoint, keys },
      });
      expect(response.status, endpoint).toBe(201);
    }
  });

  it('sends a test reminder, encrypted and VAPID-signed, with nothing personal in it', async () => {
    const { member } = await subscribedMember('test-send');
    await call('POST', '/api/mood-entries', {
      cookie: member.cookie,
      body: { mood: 'sad', notes: 'A private note about my day' },
    });
    const before = service.delivered.length;
    const response = await call('POST', '/api/push/test', { cookie: member.cookie });
    expect(expectJson(response, 200, summarySchema)).toEqual({
      sent: 1,
      gone: 0,
      refused: 0,
      failed: 0,
    });
    expect(service.problems).toEqual([]);
    const [push] = service.delivered.slice(before);
    const { publicKey } = publicKeySchema.parse((await call('GET', '/api/push/public-key')).body);
    expect(push).toMatchObject({
      name: 'test-send',
      vapidKey: publicKey,
      audience: service.origin,
      subject: 'mailto:admin@example.org',
      topic: 'selah-test',
      ttl: String(12 * 60 * 60),
      payload: { kind: 'test', title: 'Selah', url: '/mood', tag: 'selah-test' },
    });
    const text = JSON.stringify(push!.payload);
    for (const personal of ['Miriam', 'Quietwater', 'sad', 'private note', member.user.username]) {
      expect(text).not.toContain(personal);
    }
    expect(text).toContain('(KJV)');
  });

  it('limits test sends per hour, and needs a subscription', async () => {
    const { member } = await subscribedMember('test-limit');
    for (let i = 0; i < TEST_PUSHES_PER_HOUR; i++) {
      expect((await call('POST', '/api/push/test', { cookie: member.cookie })).status).toBe(200);
    }
    const refused = await call('POST', '/api/push/test', { cookie: member.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const lonely = await signUp(server);
    const none = await call('POST', '/api/push/test', { cookie: lonely.cookie });
    expect(none.status).toBe(409);
  });

  it('removes a subscription the push service says is gone (410, 404)', async () => {
    for (const status of [410, 404]) {
      const { member } = await subscribedMember(`gone-${status}`);
      if (status === 410) service.answerNext(`gone-${status}`, [410]);
      else service.forget(`gone-${status}`);
      const response = await call('POST', '/api/push/test', { cookie: member.cookie });
      expect(expectJson(response, 200, summarySchema).gone).toBe(1);
      const listed = await call('GET', '/api/push/subscriptions', { cookie: member.cookie });
      expect(listed.body).toEqual({ subscriptions: [] });
    }
  });

  it('retries 429 and 5xx with backoff (honouring Retry-After), and gives up in the end', async () => {
    const { member } = await subscribedMember('flaky');
    delays.length = 0;
    service.answerNext('flaky', [503, 500]);
    const first = await call('POST', '/api/push/test', { cookie: member.cookie });
    expect(expectJson(first, 200, summarySchema).sent).toBe(1);
    expect(delays).toEqual([1000, 2000]);

    delays.length = 0;
    service.answerNext('flaky', [429], '7');
    await call('POST', '/api/push/test', { cookie: member.cookie });
    expect(delays).toEqual([7000]);

    delays.length = 0;
    service.answerNext('flaky', [503, 503, 503, 503]);
    const failed = await call('POST', '/api/push/test', { cookie: member.cookie });
    expect(expectJson(failed, 200, summarySchema).failed).toBe(1);
    expect(delays).toEqual([1000, 2000, 4000]);
    // Still subscribed: a service that is down is no sign the browser left.
    const listed = await call('GET', '/api/push/subscriptions', { cookie: member.cookie });
    expect((listed.body as { subscriptions: unknown[] }).subscriptions).toHaveLength(1);
  });

  it('checks the endpoint again at send time: one no longer allowed is not called', async () => {
    const { member } = await subscribedMember('no-longer-allowed');
    const [row] = await listSubscriptions(server.db, member.user.id);
    const before = service.requests.length;
    // The same server after PUSH_ENDPOINT_ALLOW was emptied.
    const sender = new PushSender(server.db, { agent: service.agent });
    expect(await sender.send(row!, reminderMessage('test', new Date(), 'UTC'))).toBe('refused');
    expect(service.requests.length).toBe(before);
  });

  it('follows no redirect from a push service', async () => {
    const { member } = await subscribedMember('redirects');
    service.answerNext('redirects', [307]);
    const before = service.delivered.length;
    const response = await call('POST', '/api/push/test', { cookie: member.cookie });
    expect(expectJson(response, 200, summarySchema).failed).toBe(1);
    expect(service.delivered.length).toBe(before);
    expect(service.requests.filter((r) => r.name === 'redirects')).toHaveLength(1);
  });
});

describe(`reminder settings on ${engine}`, () => {
  it('stores the time, days, zone and quiet hours and gives them back', async () => {
    const member = await signUp(server);
    const empty = await call('GET', '/api/reminders', { cookie: member.cookie });
    expect(empty.body).toEqual({ reminder: null });
    const settings = {
      enabled: true,
      time: '07:45',
      days: [1, 3, 5, 0],
      timeZone: 'America/New_York',
      quietHours: { start: '22:00', end: '07:00' },
    };
    const saved = await call('PUT', '/api/reminders', { cookie: member.cookie, body: settings });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ reminder: { ...settings, days: [0, 1, 3, 5] } });
    const read = await call('GET', '/api/reminders', { cookie: member.cookie });
    expect(read.body).toEqual(saved.body);
    const off = await call('PUT', '/api/reminders', {
      cookie: member.cookie,
      body: { ...settings, enabled: false, quietHours: null },
    });
    expect(off.body).toMatchObject({ reminder: { enabled: false, quietHours: null } });
  });

  it('refuses a bad time, day or zone with the field named', async () => {
    const member = await signUp(server);
    const base = { enabled: true, time: '08:00', days: [1], timeZone: 'Europe/Berlin' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, time: '24:00' }, 'time'],
      [{ ...base, time: '8:00' }, 'time'],
      [{ ...base, days: [7] }, 'days.0'],
      [{ ...base, days: [1, 1] }, 'days'],
      [{ ...base, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...base, quietHours: { start: '22:00' } }, 'quietHours.end'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PUT', '/api/reminders', { cookie: member.cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { field?: string }).field).toBe(field);
    }
    expect((await call('PUT', '/api/reminders', { body: base })).status).toBe(401);
  });

  it('goes with the account: subscriptions, reminder and claims', async () => {
    const { member } = await subscribedMember('deleted');
    await call('PUT', '/api/reminders', {
      cookie: member.cookie,
      body: { enabled: true, time: '08:00', days: [1], timeZone: 'UTC' },
    });
    const response = await call('DELETE', '/api/me', {
      cookie: member.cookie,
      body: { password: member.password },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ deleted: { pushSubscriptions: 1, reminders: 1 } });
    for (const table of ['push_subscriptions', 'reminders', 'reminder_claims']) {
      const left = await server.rows(`SELECT * FROM ${table} WHERE user_id = ?`, member.user.id);
      expect(left, table).toEqual([]);
    }
  });
});
