import { describe, expect, it } from 'vitest';
import {
  activityReportSchema,
  adminUsersResponseSchema,
  DEMO_MEMBER_ADMIN_MESSAGE,
  LAST_ADMIN_ROLE_MESSAGE,
  meResponseSchema,
  newMemberResponseSchema,
  RESET_LINK_TTL_MS,
  resetLinkSchema,
  type ActivityReport,
} from '@selah/shared';
import { createTestServer, expectError, expectJson, signUp, START, type Member } from './helpers';

const PUBLIC_URL = 'https://selah.example.org';
const server = await createTestServer({ seed: true, demo: true, publicUrl: PUBLIC_URL });
const { call, rows } = server;
const admin = await signUp(server, { name: 'Ada Admin' }); // the first real account is the admin
const member = await signUp(server, { name: 'Mo Member' });

// The activity report's own community, so that every number is known. The clock stands at START,
// Wednesday 2026-03-04 12:00 UTC: the week under way began on Monday 2026-03-02, the oldest of the
// eight on Monday 2026-01-12.
const community = await createTestServer();
const boss = await signUp(community, { name: 'Report Reader' }); // joined and seen at START

const MISSING_ID = '01960000-0000-7000-8000-00000000ffff';

const addMember = (cookie: string | undefined, body: unknown) =>
  call('POST', '/api/admin/users', { ...(cookie ? { cookie } : {}), body });
const setRole = (cookie: string | undefined, id: string, isAdmin: unknown) =>
  call('PUT', `/api/admin/users/${id}/role`, { ...(cookie ? { cookie } : {}), body: { isAdmin } });

async function isAdminNow(who: Member): Promise<boolean> {
  const me = expectJson(
    await call('GET', '/api/me', { cookie: who.cookie }),
    200,
    meResponseSchema,
  );
  return me.user.isAdmin;
}

async function versionOf(id: string): Promise<number> {
  const [row] = await rows<{ version: unknown }>('select version from users where id = ?', id);
  return Number(row?.version);
}

describe('admins only', () => {
  it('answers 401 to visitors and 403 to members on every quick action', async () => {
    const newMember = { name: 'X', username: 'x_guest', email: 'x-guest@example.org' };
    const asked = [
      (cookie?: string) => addMember(cookie, newMember),
      (cookie?: string) => setRole(cookie, member.user.id, true),
      (cookie?: string) => call('GET', '/api/admin/activity', cookie ? { cookie } : {}),
    ];
    for (const ask of asked) {
      expectError(await ask(), 401, 'Please sign in');
      expectError(await ask(member.cookie), 403, 'Only admins can do that');
    }
    // Nothing was made or changed by the refused calls.
    expect(await rows('select id from users where username = ?', 'x_guest')).toEqual([]);
    expect(await isAdminNow(member)).toBe(false);
  });
});

describe('POST /api/admin/users', () => {
  it('adds a member who is not an admin, with a one-time link that sets their password', async () => {
    const response = await addMember(admin.cookie, {
      name: '  Grace Hopper ',
      username: 'grace_h',
      email: 'Grace.Hopper@Example.org',
    });
    const added = expectJson(response, 201, newMemberResponseSchema.strict());
    expect(added.member).toEqual({
      id: expect.any(String),
      name: 'Grace Hopper',
      username: 'grace_h',
      email: 'grace.hopper@example.org',
      isAdmin: false,
      createdAt: START.toISOString(),
      lastSeenAt: null,
      isDemo: false,
    });
    // The same link as "Reset link": PUBLIC_URL's page, the token in the fragment, 24 hours.
    const resetLink = expectJson(
      await call('POST', `/api/admin/users/${member.user.id}/reset-link`, { cookie: admin.cookie }),
      200,
      resetLinkSchema,
    );
    const linkFormat = /^https:\/\/selah\.example\.org\/reset-password#token=[\w-]{40,}$/;
    expect(resetLink.url).toMatch(linkFormat);
    expect(added.link.url).toMatch(linkFormat);
    expect(added.link.expiresAt).toBe(new Date(START.getTime() + RESET_LINK_TTL_MS).toISOString());
    expect(response.text).not.toMatch(/scrypt|passwordHash/i);

    const listed = expectJson(
      await call('GET', '/api/admin/users', { cookie: admin.cookie }),
      200,
      adminUsersResponseSchema,
    );
    expect(listed.members.find((m) => m.id === added.member.id)?.name).toBe('Grace Hopper');

    const login = (password: string) =>
      call('POST', '/api/login', { body: { email: 'grace.hopper@example.org', password } });
    // No password works until the member sets one.
    expect((await login('')).status).toBe(400);
    expect((await login('correct horse')).status).toBe(401);

    const token = added.link.url.split('#token=')[1]!;
    const body = { token, newPassword: 'graces-own', confirmPassword: 'graces-own' };
    expect((await call('POST', '/api/password-reset', { body })).status).toBe(200);
    const signedIn = expectJson(await login('graces-own'), 200, meResponseSchema);
    expect(signedIn.user).toMatchObject({ id: added.member.id, isAdmin: false });
    // The link works once.
    expect((await call('POST', '/api/password-reset', { body })).status).toBe(400);
  });

  it('names a member after their username when no name is given', async () => {
    const added = expectJson(
      await addMember(admin.cookie, { username: 'quiet_one', email: 'quiet@example.org' }),
      201,
      newMemberResponseSchema,
    );
    expect(added.member.name).toBe('quiet_one');
  });

  it('refuses a taken email or username with 409 on that field, and bad input with 400', async () => {
    const taken = member.user;
    expectError(
      await addMember(admin.cookie, {
        name: 'Copy',
        username: 'someone_new',
        email: taken.email.toUpperCase(),
      }),
      409,
      'An account with this email already exists',
      'email',
    );
    expectError(
      await addMember(admin.cookie, {
        name: 'Copy',
        username: taken.username.toUpperCase(),
        email: 'someone-new@example.org',
      }),
      409,
      'That username is taken',
      'username',
    );
    expectError(
      await addMember(admin.cookie, { username: 'ok_name', email: 'not an email' }),
      400,
      'Enter a valid email address',
      'email',
    );
    expectError(
      await addMember(admin.cookie, { username: 'has space', email: 'space@example.org' }),
      400,
      'Username may use letters, digits, dots, dashes and underscores',
      'username',
    );
    expect(await rows('select id from users where email = ?', 'someone-new@example.org')).toEqual(
      [],
    );
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('makes a member an admin and takes the role back, with a new version each time', async () => {
    const before = await versionOf(member.user.id);
    const granted = expectJson(
      await setRole(admin.cookie, member.user.id, true),
      200,
      meResponseSchema.strict(),
    );
    expect(granted.user).toMatchObject({ id: member.user.id, isAdmin: true });
    expect(await isAdminNow(member)).toBe(true);
    expect((await call('GET', '/api/admin/activity', { cookie: member.cookie })).status).toBe(200);
    const afterGrant = await versionOf(member.user.id);
    expect(afterGrant).toBeGreaterThan(before);

    // Asking again changes nothing.
    expect((await setRole(admin.cookie, member.user.id, true)).status).toBe(200);
    expect(await versionOf(member.user.id)).toBe(afterGrant);

    const removed = expectJson(
      await setRole(admin.cookie, member.user.id, false),
      200,
      meResponseSchema,
    );
    expect(removed.user.isAdmin).toBe(false);
    expect(await versionOf(member.user.id)).toBeGreaterThan(afterGrant);
    expectError(
      await call('GET', '/api/admin/activity', { cookie: member.cookie }),
      403,
      'Only admins can do that',
    );
  });

  it('refuses to remove the last admin, and lets an admin step down while another remains', async () => {
    expectError(
      await setRole(admin.cookie, admin.user.id, false),
      409,
      LAST_ADMIN_ROLE_MESSAGE,
      'isAdmin',
    );
    expect(await isAdminNow(admin)).toBe(true);

    const helper = await signUp(server, { name: 'Helper Hal' });
    expect((await setRole(admin.cookie, helper.user.id, true)).status).toBe(200);
    const steppedDown = expectJson(
      await setRole(helper.cookie, helper.user.id, false),
      200,
      meResponseSchema,
    );
    expect(steppedDown.user.isAdmin).toBe(false);
    expectError(
      await call('GET', '/api/admin/users', { cookie: helper.cookie }),
      403,
      'Only admins can do that',
    );
    // Ada is the only admin again, and still cannot leave the community without one.
    expectError(await setRole(admin.cookie, admin.user.id, false), 409, LAST_ADMIN_ROLE_MESSAGE);
  });

  it('never makes a demo member an admin', async () => {
    const [demo] = await rows<{ id: string }>(
      "select id from users where email like '%@demo.selah.invalid' order by id limit 1",
    );
    expectError(await setRole(admin.cookie, demo!.id, true), 409, DEMO_MEMBER_ADMIN_MESSAGE);
    const listed = expectJson(
      await call('GET', '/api/admin/users', { cookie: admin.cookie }),
      200,
      adminUsersResponseSchema,
    );
    expect(listed.members.find((m) => m.id === demo!.id)).toMatchObject({
      isDemo: true,
      isAdmin: false,
    });
  });

  it('answers 404 for an unknown member and 400 for a body without isAdmin', async () => {
    expectError(await setRole(admin.cookie, MISSING_ID, true), 404, 'Member not found');
    expectError(await setRole(admin.cookie, 'not-an-id', true), 404, 'Not found');
    expectError(
      await setRole(admin.cookie, member.user.id, 'yes'),
      400,
      'Say whether the member is an admin',
      'isAdmin',
    );
  });
});

describe('GET /api/admin/activity', () => {
  const ask = (cookie: string) => community.call('GET', '/api/admin/activity', { cookie });

  /** Sets when a member joined and was last seen; after their last request, which marks them seen. */
  async function place(who: Member, joined: string, seen: string | null) {
    await community.rows(
      'update users set created_at = ?, last_seen_at = ? where id = ?',
      joined,
      seen,
      who.user.id,
    );
  }

  async function postAt(author: Member, createdAt: string): Promise<string> {
    const response = await community.call('POST', '/api/community-posts', {
      cookie: author.cookie,
      body: { content: `Written ${createdAt}` },
    });
    expect(response.status, response.text).toBe(201);
    const id = (response.body as { id: string }).id;
    await community.rows('update community_posts set created_at = ? where id = ?', createdAt, id);
    return id;
  }

  async function report(reporter: Member, postId: string) {
    const response = await community.call('POST', `/api/community-posts/${postId}/report`, {
      cookie: reporter.cookie,
      body: { reason: 'unkind' },
    });
    expect(response.status, response.text).toBe(200);
  }

  async function hide(postId: string) {
    const response = await community.call('POST', `/api/admin/community-posts/${postId}/hide`, {
      cookie: boss.cookie,
    });
    expect(response.status, response.text).toBe(200);
  }

  async function fixture() {
    const [amos, beth, cora, dina, ezra] = [
      await signUp(community),
      await signUp(community),
      await signUp(community),
      await signUp(community),
      await signUp(community),
    ];
    const thisWeekShown = await postAt(amos, '2026-03-03T10:00:00.000Z');
    const thisWeekHidden = await postAt(beth, '2026-03-02T00:00:00.000Z');
    const lastWeekShown = await postAt(cora, '2026-02-25T18:30:00.000Z');
    await postAt(ezra, '2026-01-12T00:00:00.000Z');
    await postAt(ezra, '2026-01-11T23:59:59.999Z'); // before the report's weeks
    const febHidden = await postAt(amos, '2026-02-10T08:00:00.000Z');
    // Two reports of one post are one open report; a hidden post's report is settled.
    await report(beth, thisWeekShown);
    await report(cora, thisWeekShown);
    await report(amos, lastWeekShown);
    await report(amos, thisWeekHidden);
    await hide(thisWeekHidden);
    await hide(febHidden);

    // Seen 23:59:59 ago, joined at the very start of this week.
    await place(amos, '2026-03-02T00:00:00.000Z', '2026-03-03T12:00:01.000Z');
    // Seen just over a day ago, joined the moment before this week began.
    await place(beth, '2026-03-01T23:59:59.999Z', '2026-03-03T11:59:59.000Z');
    // Seen 29.5 days ago, joined at the very start of the oldest week.
    await place(cora, '2026-01-12T00:00:00.000Z', '2026-02-03T00:00:00.000Z');
    // Never seen, joined the moment before the oldest week: in no count.
    await place(dina, '2026-01-11T23:59:59.999Z', null);
    // Seen 43.5 days ago, joined in the week of 2026-02-09.
    await place(ezra, '2026-02-10T09:00:00.000Z', '2026-01-20T00:00:00.000Z');
  }

  const week = (weekStart: string, newMembers: number, visiblePosts = 0, hiddenPosts = 0) => ({
    weekStart,
    newMembers,
    visiblePosts,
    hiddenPosts,
  });

  it('counts visits, new members, posts per week and open reports, exactly', async () => {
    await fixture();
    const response = await ask(boss.cookie);
    const body = expectJson(response, 200, activityReportSchema.strict());
    expect(body).toEqual({
      generatedAt: START.toISOString(),
      // 24 h: the boss and Amos; 7 days: and Beth; 30 days: and Cora.
      membersSeen: { day: 2, week: 3, month: 4 },
      weeks: [
        week('2026-01-12T00:00:00.000Z', 1, 1),
        week('2026-01-19T00:00:00.000Z', 0),
        week('2026-01-26T00:00:00.000Z', 0),
        week('2026-02-02T00:00:00.000Z', 0),
        week('2026-02-09T00:00:00.000Z', 1, 0, 1),
        week('2026-02-16T00:00:00.000Z', 0),
        week('2026-02-23T00:00:00.000Z', 1, 1),
        week('2026-03-02T00:00:00.000Z', 2, 1, 1),
      ] satisfies ActivityReport['weeks'],
      openReports: 2,
    });
  });

  it('counts nothing private: moods, goals and journal entries change no number', async () => {
    const before = expectJson(await ask(boss.cookie), 200, activityReportSchema);
    const writer = await signUp(community);
    const privately = [
      ['/api/mood-entries', { mood: 'struggling', notes: 'PRIVATE mood note' }],
      ['/api/journal-entries', { title: 'PRIVATE title', content: 'PRIVATE journal text' }],
      ['/api/goals', { title: 'PRIVATE goal', targetValue: 3 }],
    ] as const;
    for (const [path, body] of privately) {
      const written = await community.call('POST', path, { cookie: writer.cookie, body });
      expect(written.status, written.text).toBe(201);
    }
    // Long ago, so that the writer is in no count at all.
    await place(writer, '2025-06-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z');
    const response = await ask(boss.cookie);
    expect(expectJson(response, 200, activityReportSchema)).toEqual(before);
    expect(response.text).not.toMatch(/PRIVATE|mood|journal|goal|struggling/i);
    // Nothing per member either: no ids, names or emails.
    expect(response.text).not.toContain(writer.user.id);
    expect(response.text).not.toContain(boss.user.email);
  });

  it('is computed at the request’s moment: a week later the weeks move on', async () => {
    community.clock.advance(7 * 24 * 60 * 60 * 1000);
    const body = expectJson(await ask(boss.cookie), 200, activityReportSchema);
    expect(body.weeks[0]!.weekStart).toBe('2026-01-19T00:00:00.000Z');
    expect(body.weeks.at(-1)).toEqual(week('2026-03-09T00:00:00.000Z', 0));
    // Only the boss, who just asked, was seen in the last day.
    expect(body.membersSeen.day).toBe(1);
  });
});
