import type { Table } from '../lib/table';

/**
 * One part of `npm run bench`. Parts register in bench/run.ts; the browser parts (sync in
 * Chromium, web/Lighthouse) follow the same shape as bench/parts/sync.ts and bench/parts/web.ts.
 */
export type BenchPart = {
  /** The name given on the command line: `npm run bench -- <name>`. */
  name: string;
  /** A heading for its section of RESULTS.md. */
  title: string;
  /** Left out of a plain `npm run bench` (it runs only when named): a part that takes very long. */
  onlyWhenNamed?: boolean;
  /** Leaves bench/RESULTS.md as it is: a run whose figures say nothing (the smoke). */
  writesNoResults?: boolean;
  run(): Promise<Table[]>;
};
