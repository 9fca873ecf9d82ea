import { describe, expect, it } from 'vitest';
import type { Change } from '@selah/shared';
import { withinPageBytes } from './page-bytes';

/** What the page must keep: its longest prefix whose UTF-8 JSON fits, counted exactly from the start. */
function exactPrefix(changes: Change[], maxBytes: number): string[] {
  const texts: string[] = [];
  let bytes = 0;
  for (const [index, change] of changes.entries()) {
    const text = JSON.stringify(change);
    bytes += Buffer.byteLength(text);
    if (bytes > maxBytes && index > 0) break;
    texts.push(text);
  }
  return texts;
}

function change(version: number, title: string): Change {
  return {
    table: 'journalEntries',
    op: 'upsert',
    version,
    row: { id: `row-${version}`, title, content: title },
  } as unknown as Change;
}

describe('withinPageBytes', () => {
  // One-byte, two-byte, three-byte and surrogate-pair characters: UTF-8 sizes from 1 to 4 bytes.
  const alphabets = ['a', 'é', '✝', '🙏'];

  it('keeps exactly the prefix whose UTF-8 bytes fit, whatever the characters', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const changes = Array.from({ length: 1 + Math.floor(random() * 30) }, (_, index) =>
        change(index + 1, alphabets[Math.floor(random() * 4)]!.repeat(Math.floor(random() * 400))),
      );
      const maxBytes = 200 + Math.floor(random() * 20_000);
      expect(await withinPageBytes(changes, maxBytes)).toEqual(exactPrefix(changes, maxBytes));
    }
  });

  it('stops at the limit when three bytes a character would not tell, and always sends the first', async () => {
    // 1,000 characters of three bytes each: the limit falls between two changes.
    const changes = [1, 2, 3, 4].map((version) => change(version, '✝'.repeat(1_000)));
    const one = Buffer.byteLength(JSON.stringify(changes[0]));
    expect(await withinPageBytes(changes, one * 2)).toHaveLength(2);
    expect(await withinPageBytes(changes, one * 2 - 1)).toHaveLength(1);
    expect(await withinPageBytes(changes, 10)).toHaveLength(1);
  });

  it('gives the event loop its turns when the check asks for one', async () => {
    let asked = 0;
    let turns = 0;
    const texts = await withinPageBytes(
      [1, 2, 3, 4, 5].map((version) => change(version, 'a')),
      1_000_000,
      () => {
        asked += 1;
        if (asked % 2 === 0) return undefined;
        return new Promise<void>((resolve) => setImmediate(() => ((turns += 1), resolve())));
      },
    );
    expect(texts).toHaveLength(5);
    expect([asked, turns]).toEqual([5, 3]);
  });
});
