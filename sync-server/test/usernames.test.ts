import { describe, expect, it, vi } from 'vitest';
import { meResponseSchema, usernameKey, uuidv7 } from '@selah/shared';
import { fillUsernameKeys } from '../src/db/username-keys';
import { createTestServer, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer();
const { call, rows } = server;
await signUp(server); // the first account is the admin

const signup = (username: string, email: string) =>
  call('POST', '/api/signup', {
    body: { username, email, password: 'correct horse', confirmPassword: 'correct horse' },
  });
/** A run-unique suffix, ASCII so the variants below differ only where each test says. */
const suffix = () => Math.random().toString(36).slice(2, 8);

describe('usernames are one whatever their case or Unicode form', () => {
  it.each([
    ['ÉVA', 'éva'],
    // É as one code point, and as E with a combining accent.
    ['\u00c9lise', 'E\u0301LISE'],
    ['ｅｖｅ', 'EVE'], // full-width letters
    ['STRASSE', 'straße'],
    ['ΟΔΥΣΣΕΥΣ', 'οδυσσευς'],
  ])('%s and %s', async (first, second) => {
    const tag = suffix();
    expect((await signup(`${first}_${tag}`, `a${tag}@example.org`)).status).toBe(201);
    expectError(
      await signup(`${second}_${tag}`, `b${tag}@example.org`),
      409,
      'That username is taken',
      'username',
    );
  });

  it('stores the username NFKC-normalized, keeping its case', async () => {
    const tag = suffix();
    const answer = expectJson(
      await signup(`Ｎｏｒａ_${tag}`, `n${tag}@example.org`),
      201,
      meResponseSchema,
    );
    expect(answer.user.username).toBe(`Nora_${tag}`);
  });

  it('refuses a profile change to another member’s username in another form', async () => {
    const tag = suffix();
    const other = await signUp(server, { username: `Zoë_${tag}`, email: `zoe${tag}@example.org` });
    const member = await signUp(server, { username: `zed_${tag}` });
    const patch = (username: string) =>
      call('PATCH', '/api/me', { cookie: member.cookie, body: { username } });
    expectError(await patch(`ZOË_${tag}`), 409, 'That username is taken', 'username');
    expectError(await patch(`zoe\u0308_${tag}`), 409, 'That username is taken', 'username');
    // Their own username in another case is theirs to take.
    const changed = expectJson(await patch(`ZED_${tag}`), 200, meResponseSchema);
    expect(changed.user.username).toBe(`ZED_${tag}`);
    expect(await rows('select username_key from users where id = ?', changed.user.id)).toEqual([
      { username_key: `zed_${tag}` },
    ]);
    expect(other.user.username).toBe(`Zoë_${tag}`);
  });
});

describe('emails are one whatever their case or width', () => {
  it('refuses the same email in another form, and signs in with any form', async () => {
    const tag = suffix();
    const member = await signUp(server, { email: `Eva.${tag}@Example.org` });
    expect(member.user.email).toBe(`eva.${tag}@example.org`);
    expectError(
      await signup(`other_${tag}`, `ＥＶＡ.${tag}@ＥＸＡＭＰＬＥ.ORG`),
      409,
      'An account with this email already exists',
      'email',
    );
    for (const email of [`EVA.${tag}@EXAMPLE.ORG`, `ｅｖａ.${tag}@example.org`]) {
      const login = await call('POST', '/api/login', {
        body: { email, password: member.password },
      });
      expect(login.status, `${email}: ${login.text}`).toBe(200);
    }
  });
});

describe('members from before username keys', () => {
  it('get their key when the database opens; of two the same, the earlier keeps it', async () => {
    const tag = suffix();
    const insert = (username: string, createdAt: string, email: string) =>
      rows(
        `insert into users (id, username, email, name, password_hash, created_at, version)
         values (?, ?, ?, ?, 'x', ?, 0)`,
        uuidv7(),
        username,
        email,
        username,
        createdAt,
      );
    await insert(`ÉMILE_${tag}`, '2020-01-01T00:00:00.000Z', `e1${tag}@example.org`);
    await insert(`émile_${tag}`, '2021-01-01T00:00:00.000Z', `e2${tag}@example.org`);
    await insert(`solo_${tag}`, '2022-01-01T00:00:00.000Z', `s${tag}@example.org`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await fillUsernameKeys(server.db)).toBe(1);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain(`émile_${tag}`);
    } finally {
      warn.mockRestore();
    }
    const keys = await rows<{ username: string; username_key: string | null }>(
      'select username, username_key from users where username_key is null or username_key in (?, ?) order by created_at',
      usernameKey(`ÉMILE_${tag}`),
      `solo_${tag}`,
    );
    expect(keys).toEqual([
      { username: `ÉMILE_${tag}`, username_key: `émile_${tag}` },
      { username: `émile_${tag}`, username_key: null },
      { username: `solo_${tag}`, username_key: `solo_${tag}` },
    ]);
    // Nobody new can take the name, and the member without a key can choose another one.
    expectError(
      await signup(`E\u0301mile_${tag}`, `new${tag}@example.org`),
      409,
      'That username is taken',
    );
  });
});
