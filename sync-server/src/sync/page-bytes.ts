import type { Change } from '@selah/shared';
import type { BetweenSlices } from './event-loop-slices';

/**
 * A pull page holds at most this many bytes of changes (as JSON), besides its row limit: 2,000 long
 * journal entries would otherwise make one 40 MB answer. Ordinary rows are a few hundred bytes, so a
 * full page of 2,000 stays well under it. The first change is always sent, however large (a single
 * row is bounded by the schemas' string lengths), so a pull always moves forward.
 */
export const PULL_PAGE_MAX_BYTES = 1024 * 1024;

/**
 * The longest prefix of `changes` (version order) within `maxBytes`, as the JSON text of each of its
 * changes (the pull's answer is joined from them). `betweenSlices` is called between changes, so a
 * page of a thousand long rows gives the event loop its turns.
 */
export async function withinPageBytes(
  changes: Change[],
  maxBytes = PULL_PAGE_MAX_BYTES,
  betweenSlices: BetweenSlices = () => undefined,
): Promise<string[]> {
  const texts: string[] = [];
  // A UTF-16 code unit is at most three bytes of UTF-8 (a surrogate pair, two units, is four), so
  // while three bytes a unit stay within the limit the page is within it: the exact count is only
  // taken from the change that could cross it on, which an ordinary page never reaches.
  let units = 0;
  let bytes: number | undefined;
  for (let index = 0; index < changes.length; index += 1) {
    const turn = betweenSlices();
    if (turn) await turn;
    const text = JSON.stringify(changes[index]);
    units += text.length;
    if (bytes === undefined && units * 3 > maxBytes) {
      bytes = texts.reduce((sum, done) => sum + Buffer.byteLength(done), 0);
    }
    if (bytes !== undefined) {
      bytes += Buffer.byteLength(text);
      if (bytes > maxBytes && index > 0) return texts;
    }
    texts.push(text);
  }
  return texts;
}
