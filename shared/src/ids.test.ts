import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids';
import { idSchema } from './schemas/common';

describe('uuidv7', () => {
  it('makes RFC 9562 version 7 ids that the shared id schema accepts', () => {
    const id = uuidv7();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idSchema.safeParse(id).success).toBe(true);
  });

  it('encodes the timestamp so ids sort by creation time', () => {
    const earlier = uuidv7(Date.UTC(2026, 0, 1));
    const later = uuidv7(Date.UTC(2026, 0, 1) + 1);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe('019b76da-a800');
  });

  it('does not repeat across many calls in the same millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 5000 }, () => uuidv7(now)));
    expect(ids.size).toBe(5000);
  });
});
