/**
 * Who a sync request is for: the app asks GET /api/session once per start (a guest is an answer,
 * not an error), and every push and pull names its database's account, which the server holds
 * against the session.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANOTHER_ACCOUNT_MESSAGE,
  GUEST_ACCOUNT,
  SYNC_ACCOUNT_HEADER,
  SYNC_PROTOCOL_VERSION,
  uuidv7,
} from '@selah/shared';
import { createTestServer, signUp, START, type Member, type TestServer } from './helpers';
import { at, mutationFactory } from './sync-helpers';

const mutation = mutationFactory();
let server: TestServer;
let admin: Member;
let member: Member;

beforeEach(async () => {
  server = await createTestServer();
  admin = await signUp(server);
  member = await signUp(server);
});

const pull = (cookie: string | undefined, account?: string) =>
  server.call('GET', `/api/sync/pull?cursor=0&protocolVersion=${SYNC_PROTOCOL_VERSION}`, {
    ...(cookie ? { cookie } : {}),
    headers: account ? { [SYNC_ACCOUNT_HEADER]: account } : {},
  });

const push = (cookie: string, account?: string) =>
  server.call('POST', '/api/sync/push', {
    cookie,
    headers: account ? { [SYNC_ACCOUNT_HEADER]: account } : {},
    body: {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      mutations: [mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(START) })],
    },
  });

const tablesIn = (body: unknown) =>
  new Set((body as { changes: { table: string }[] }).changes.map((change) => change.table));

describe('GET /api/session', () => {
  it('answers a guest with 200 and no member, and a member with their profile', async () => {
    const guest = await server.call('GET', '/api/session');
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ user: null, accountDeleted: false });
    const signedIn = await server.call('GET', '/api/session', { cookie: member.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ user: member.user, accountDeleted: false });
  });

  it("says when the session was ended by its account's deletion", async () => {
    const deleted = await server.call('DELETE', '/api/me', {
      cookie: member.cookie,
      body: { password: member.password },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const after = await server.call('GET', '/api/session', { cookie: member.cookie });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ user: null, accountDeleted: true });
  });
});

describe('a sync request names its account', () => {
  it("is refused under another member's session, pushing and pulling nothing", async () => {
    const pushed = await push(admin.cookie, member.user.id);
    expect(pushed.status).toBe(401);
    expect(pushed.body).toEqual({ error: ANOTHER_ACCOUNT_MESSAGE });
    const pulled = await pull(admin.cookie, member.user.id);
    expect(pulled.status).toBe(401);
    expect(pulled.body).toEqual({ error: ANOTHER_ACCOUNT_MESSAGE });
    const moods = await server.call('GET', '/api/mood-entries', { cookie: admin.cookie });
    expect(moods.body).toEqual([]);
  });

  it('is refused without a session, as before', async () => {
    expect((await pull(undefined, member.user.id)).status).toBe(401);
  });

  it("serves the guest database public rows alone under a member's cookie", async () => {
    expect((await push(member.cookie, member.user.id)).status).toBe(200);
    const asGuest = await pull(member.cookie, GUEST_ACCOUNT);
    expect(asGuest.status).toBe(200);
    expect(tablesIn(asGuest.body).has('moodEntries')).toBe(false);
    const asMember = await pull(member.cookie, member.user.id);
    expect(tablesIn(asMember.body).has('moodEntries')).toBe(true);
  });

  it("is the session's when the app does not say (an older app)", async () => {
    expect((await push(member.cookie)).status).toBe(200);
    expect(tablesIn((await pull(member.cookie)).body).has('moodEntries')).toBe(true);
  });
});
