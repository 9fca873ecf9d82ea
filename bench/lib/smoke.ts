/**
 * The smoke run (`npm run bench -- smoke`) runs every part at tiny sizes, one round each, so a part
 * that no longer runs on the current code is found at once; its figures are printed, never judged.
 * It runs each part in a child process with BENCH_SMOKE=1, which every part reads through these.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The full-size value, or the tiny one in a smoke run. */
export function sized<T>(full: T, tiny: T): T {
  return SMOKE ? tiny : full;
}
