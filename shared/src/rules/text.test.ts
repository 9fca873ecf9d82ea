import { describe, expect, it } from 'vitest';
import { formatDuration, preview, PREVIEW_LENGTHS } from './text';

describe('preview', () => {
  const text = (length: number) => 'a'.repeat(length);

  it('keeps text of exactly the limit unchanged', () => {
    expect(preview(text(150), 150)).toBe(text(150));
    expect(preview(text(200), 200)).toBe(text(200));
  });

  it('cuts text one character over the limit and adds "..."', () => {
    expect(preview(text(151), 150)).toBe(`${text(150)}...`);
    expect(preview(text(201), 200)).toBe(`${text(200)}...`);
    expect(preview('abcdef', 3)).toBe('abc...');
  });

  it('keeps short and empty text unchanged', () => {
    expect(preview('Short.', 150)).toBe('Short.');
    expect(preview('', 150)).toBe('');
  });

  it('has the spec lengths', () => {
    expect(PREVIEW_LENGTHS).toEqual({ dashboardJournal: 150, journal: 200, resources: 150 });
  });
});

describe('formatDuration', () => {
  it('formats seconds as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(187)).toBe('3:07');
    expect(formatDuration(3900)).toBe('65:00');
    expect(formatDuration(65.9)).toBe('1:05');
  });

  it('reads "Unknown" without a usable length', () => {
    expect(formatDuration(null)).toBe('Unknown');
    expect(formatDuration(undefined)).toBe('Unknown');
    expect(formatDuration(Number.NaN)).toBe('Unknown');
    expect(formatDuration(-1)).toBe('Unknown');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('Unknown');
  });
});
