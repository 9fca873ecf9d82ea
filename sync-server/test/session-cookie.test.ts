import { parse as parseCookies } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { hashToken, newSessionToken } from '../src/security/tokens';
import { SESSION_COOKIE, sessionTokenIn } from '../src/http/session';

/** What hono's cookie parser gives for the session cookie: the rule sessionTokenIn must keep. */
const honoToken = (header: string) =>
  parseCookies(header, SESSION_COOKIE)[SESSION_COOKIE] || undefined;

describe('the session token in a Cookie header', () => {
  const token = newSessionToken();
  const headers = [
    `${SESSION_COOKIE}=${token}`,
    `theme=dark; ${SESSION_COOKIE}=${token}`,
    `${SESSION_COOKIE}=${token}; theme=dark`,
    ` ${SESSION_COOKIE}=${token} `,
    `${SESSION_COOKIE}="${token}"`,
    `${SESSION_COOKIE}=${token}%2D`,
    `${SESSION_COOKIE}=`,
    `${SESSION_COOKIE}=a b`,
    `${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`,
    `other_${SESSION_COOKIE}=${token}`,
    `theme=dark`,
    `${SESSION_COOKIE}`,
  ];

  it.each(headers)('is what hono reads in %j', (header) => {
    expect(sessionTokenIn(header)).toBe(honoToken(header));
  });

  it('is read from a header carrying the cookie alone', () => {
    expect(sessionTokenIn(`${SESSION_COOKIE}=${token}`)).toBe(token);
    expect(sessionTokenIn(`${SESSION_COOKIE}=${token}%2D`)).toBe(`${token}-`);
  });

  it('is absent without a header', () => {
    expect(sessionTokenIn(undefined)).toBeUndefined();
    expect(sessionTokenIn('')).toBeUndefined();
  });
});

describe("a token's stored hash", () => {
  it('is its SHA-256 in hex, so sessions stored before still match', () => {
    // The FIPS 180-2 test vector for "abc".
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
