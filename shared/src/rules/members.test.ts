import { describe, expect, it } from 'vitest';
import { activityStatus, isNewThisWeek, normalizeEmail, usernameKey } from './members';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('activityStatus', () => {
  it('is Active under one hour', () => {
    expect(activityStatus(now, now)).toBe('Active');
    expect(activityStatus(ago(59 * MINUTE), now)).toBe('Active');
    expect(activityStatus(ago(HOUR - 1), now)).toBe('Active');
    expect(activityStatus(ago(-5 * MINUTE), now)).toBe('Active');
  });

  it('is Recent from one hour to under 24 hours', () => {
    expect(activityStatus(ago(HOUR), now)).toBe('Recent');
    expect(activityStatus(ago(23 * HOUR + 59 * MINUTE), now)).toBe('Recent');
    expect(activityStatus(ago(DAY).toISOString(), now)).toBe('Offline');
  });

  it('is Offline from 24 hours, never seen or unparsable', () => {
    expect(activityStatus(ago(DAY), now)).toBe('Offline');
    expect(activityStatus(ago(30 * DAY), now)).toBe('Offline');
    expect(activityStatus(null, now)).toBe('Offline');
    expect(activityStatus('nope', now)).toBe('Offline');
  });
});

describe('isNewThisWeek', () => {
  it('is true within the last 7 days', () => {
    expect(isNewThisWeek(now, now)).toBe(true);
    expect(isNewThisWeek(ago(6 * DAY).toISOString(), now)).toBe(true);
    expect(isNewThisWeek(ago(7 * DAY - 1), now)).toBe(true);
  });

  it('is false from 7 days on and for unparsable dates', () => {
    expect(isNewThisWeek(ago(7 * DAY), now)).toBe(false);
    expect(isNewThisWeek(ago(40 * DAY), now)).toBe(false);
    expect(isNewThisWeek('garbage', now)).toBe(false);
  });
});

describe('usernameKey', () => {
  it('is one for every case and Unicode form of a username', () => {
    const forms = ['ÉVA', 'éva', 'E\u0301va', 'ｅｖａ'.replace('ｅ', 'É'), 'Éva'];
    expect(new Set(forms.map(usernameKey))).toEqual(new Set(['éva']));
    expect(usernameKey('STRASSE')).toBe(usernameKey('straße'));
    expect(usernameKey('ﬁle')).toBe('file');
    expect(usernameKey('eva')).not.toBe(usernameKey('éva'));
  });
});

describe('normalizeEmail', () => {
  it('trims, folds width and lowers case', () => {
    expect(normalizeEmail('  ＥＶＡ@Example.ORG ')).toBe('eva@example.org');
  });
});
