import { describe, expect, it } from 'vitest';
import { tipOfTheDay } from './tips';
import { localDayNumber } from './time';

const tip = (id: string, createdAt: string, isActive = true) => ({
  id,
  createdAt,
  isActive,
  title: `Tip ${id}`,
});

describe('tipOfTheDay', () => {
  const tips = [
    tip('c', '2026-01-03T00:00:00Z'),
    tip('a', '2026-01-01T00:00:00Z'),
    tip('x', '2026-01-02T00:00:00Z', false),
    tip('b', '2026-01-02T00:00:00Z'),
  ];

  it('is null without active tips', () => {
    expect(tipOfTheDay([], new Date(), 'UTC')).toBeNull();
    expect(tipOfTheDay([tip('x', '2026-01-01T00:00:00Z', false)], new Date(), 'UTC')).toBeNull();
  });

  it('picks active tips in creation order by the local day number', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const day = localDayNumber(now, 'UTC');
    const expected = ['a', 'b', 'c'][day % 3];
    expect(tipOfTheDay(tips, now, 'UTC')?.id).toBe(expected);
    // The next three days cycle through all three active tips, never the inactive one.
    const ids = [1, 2, 3].map(
      (offset) => tipOfTheDay(tips, new Date(now.getTime() + offset * 86_400_000), 'UTC')?.id,
    );
    expect(new Set(ids)).toEqual(new Set(['a', 'b', 'c']));
  });

  it('does not depend on the input order', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(tipOfTheDay([...tips].reverse(), now, 'UTC')).toBe(tipOfTheDay(tips, now, 'UTC'));
  });

  it('breaks creation-time ties by id', () => {
    const tied = [tip('2', '2026-01-01T00:00:00Z'), tip('1', '2026-01-01T00:00:00Z')];
    const evenDay = new Date('1970-01-01T12:00:00Z'); // day 0
    expect(tipOfTheDay(tied, evenDay, 'UTC')?.id).toBe('1');
    expect(tipOfTheDay(tied, new Date('1970-01-02T12:00:00Z'), 'UTC')?.id).toBe('2');
  });

  it('is the same all local day and changes at local midnight', () => {
    const zone = 'Pacific/Auckland';
    // 2026-01-09 11:00Z = Jan 10 00:00 NZDT; 2026-01-10 10:59Z = Jan 10 23:59 NZDT.
    const morning = tipOfTheDay(tips, new Date('2026-01-09T11:00:00Z'), zone);
    const night = tipOfTheDay(tips, new Date('2026-01-10T10:59:00Z'), zone);
    const nextDay = tipOfTheDay(tips, new Date('2026-01-10T11:00:00Z'), zone);
    const beforeMidnight = tipOfTheDay(tips, new Date('2026-01-09T10:59:00Z'), zone);
    expect(night).toBe(morning);
    expect(nextDay).not.toBe(morning);
    expect(beforeMidnight).not.toBe(morning);
  });
});
