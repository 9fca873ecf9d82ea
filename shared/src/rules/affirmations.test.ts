import { describe, expect, it } from 'vitest';
import { AFFIRMATIONS, formatAffirmation } from './affirmations';

describe('AFFIRMATIONS', () => {
  it('has at least 30 verses with unique texts', () => {
    expect(AFFIRMATIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(AFFIRMATIONS.map((a) => a.text)).size).toBe(AFFIRMATIONS.length);
  });

  it('gives every verse a chapter:verse reference in a public-domain translation', () => {
    for (const { text, reference } of AFFIRMATIONS) {
      expect(reference).toMatch(/\d+:\d+/);
      expect(reference).toMatch(/\((KJV|WEB)\)$/);
      expect(text.trim()).toBe(text);
      expect(text).toMatch(/^[A-Z]/);
      expect(text).toMatch(/[.?!]$/);
    }
  });

  it('formats as a quotation followed by its reference', () => {
    expect(
      formatAffirmation({
        text: 'Be still, and know that I am God.',
        reference: 'Psalm 46:10 (KJV)',
      }),
    ).toBe('“Be still, and know that I am God.” — Psalm 46:10 (KJV)');
  });
});
