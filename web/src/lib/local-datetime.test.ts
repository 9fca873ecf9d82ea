import { describe, expect, it } from 'vitest';
import { fillInBounds, readFillInTime, toLocalInputValue } from './local-datetime';

const now = new Date(2026, 10, 27, 14, 5, 30);

describe('filling in an earlier day', () => {
  it('shows a time the way a datetime-local field does, on the device calendar', () => {
    expect(toLocalInputValue(now)).toBe('2026-11-27T14:05');
    expect(toLocalInputValue(fillInBounds(now).min)).toBe('2026-11-20T00:00');
  });

  it('takes any time of the last 7 days up to now', () => {
    expect(readFillInTime('2026-11-24T08:30', now)).toEqual({
      date: new Date(2026, 10, 24, 8, 30),
      problem: null,
    });
    expect(readFillInTime('2026-11-20T00:00', now).problem).toBeNull();
    expect(readFillInTime('2026-11-27T14:05', now).problem).toBeNull();
  });

  it('refuses the future, more than 7 days back, and nothing', () => {
    expect(readFillInTime('2026-11-27T15:00', now).problem).toBe('That time is still to come.');
    expect(readFillInTime('2026-11-19T23:59', now).problem).toBe(
      'You can fill in any of the last 7 days.',
    );
    expect(readFillInTime('', now).problem).toBe('Choose a date and time.');
  });
});
