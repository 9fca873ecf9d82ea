import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../db';
import { CARE_REGION_KEY } from './keys';
import {
  detectCareRegion,
  readCareRegion,
  regionFromLanguages,
  regionFromTimeZone,
  setCareRegion,
} from './region';

// The browser's zone, as lib/time-zone reports it (the machine running the tests has its own).
const zone = vi.hoisted(() => ({ current: 'UTC' }));
vi.mock('../../lib/time-zone', () => ({ browserTimeZone: () => zone.current }));

afterEach(() => {
  zone.current = 'UTC';
});

describe('the default care region', () => {
  it.each([
    ['Europe/London', 'UK'],
    ['Europe/Dublin', 'IE'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['America/St_Johns', 'CA'],
    ['Australia/Sydney', 'AU'],
    ['Australia/Perth', 'AU'],
    ['America/New_York', 'US'],
    ['America/Los_Angeles', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['America/Kentucky/Louisville', 'US'],
    ['US/Eastern', 'US'],
    ['Canada/Atlantic', 'CA'],
    ['Pacific/Honolulu', 'US'],
    ['Europe/Berlin', 'other'],
    ['America/Mexico_City', 'other'],
    ['Asia/Manila', 'other'],
  ])('places %s in %s by its time zone', (timeZone, region) => {
    expect(detectCareRegion({ timeZone, languages: ['en-US'] })).toBe(region);
  });

  it('follows the time zone over the language (an English browser in Germany is not in the US)', () => {
    expect(detectCareRegion({ timeZone: 'Europe/Berlin', languages: ['en-US'] })).toBe('other');
    expect(detectCareRegion({ timeZone: 'Europe/London', languages: ['en-US'] })).toBe('UK');
  });

  it('uses the language when the zone names no place', () => {
    expect(regionFromTimeZone('UTC')).toBeNull();
    expect(regionFromTimeZone('Etc/GMT+5')).toBeNull();
    expect(regionFromTimeZone('')).toBeNull();
    expect(detectCareRegion({ timeZone: 'UTC', languages: ['en-GB', 'en'] })).toBe('UK');
    expect(detectCareRegion({ timeZone: 'Etc/UTC', languages: ['fr-CA'] })).toBe('CA');
    expect(detectCareRegion({ timeZone: 'UTC', languages: ['en', 'en-AU'] })).toBe('AU');
    expect(detectCareRegion({ timeZone: 'UTC', languages: ['ga-IE'] })).toBe('IE');
    expect(detectCareRegion({ timeZone: 'UTC', languages: ['en-US'] })).toBe('US');
    expect(detectCareRegion({ timeZone: 'UTC', languages: ['de-DE'] })).toBe('other');
  });

  it('reads the region subtag after a script subtag, and falls back to other', () => {
    expect(regionFromLanguages(['zh-Hant-CA'])).toBe('CA');
    expect(regionFromLanguages(['es-419'])).toBe('other');
    expect(regionFromLanguages(['en', 'fr'])).toBeNull();
    expect(detectCareRegion({ timeZone: 'UTC', languages: [] })).toBe('other');
  });
});

describe('the chosen care region', () => {
  it('defaults from the browser until the member chooses, then keeps the choice on the device', async () => {
    const db = getDb();
    zone.current = 'Europe/Dublin';
    expect(await readCareRegion(db)).toBe('IE');
    zone.current = 'Australia/Melbourne';
    expect(await readCareRegion(db)).toBe('AU');

    await setCareRegion('UK', db);
    expect(await readCareRegion(db)).toBe('UK');
    expect(await db.meta.get(CARE_REGION_KEY)).toEqual({ key: CARE_REGION_KEY, value: 'UK' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('ignores a stored value that is not a region, and refuses to store one', async () => {
    const db = getDb();
    zone.current = 'America/Chicago';
    await db.meta.put({ key: CARE_REGION_KEY, value: 'Narnia' });
    expect(await readCareRegion(db)).toBe('US');
    await expect(setCareRegion('Narnia' as 'US', db)).rejects.toThrow(RangeError);
  });
});
