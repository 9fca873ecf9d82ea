import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../lib/browser';
import { count } from '../lib/format';
import { progress } from '../lib/log';
import type { Table } from '../lib/table';
import type { BenchPart } from './part';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs every other part in a child process of its own at tiny sizes (BENCH_SMOKE=1, see
 * lib/smoke.ts), so one part that stops does not hide whether the others run. Each child prints
 * its tables and writes nothing to RESULTS.md; the smoke fails when any part failed.
 */
export function smokePart(partNames: readonly string[]): BenchPart {
  return {
    name: 'smoke',
    title: 'Smoke: every part at tiny sizes',
    onlyWhenNamed: true,
    writesNoResults: true,
    async run(): Promise<Table[]> {
      const rows: string[][] = [];
      const webDist = await ensureWebBuild();
      for (const name of partNames) {
        progress(`smoke: ${name}`);
        const started = performance.now();
        const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', name], {
          cwd: REPO,
          env: { ...process.env, BENCH_SMOKE: '1', BENCH_WEB_BUILT: webDist },
          stdio: 'inherit',
        });
        const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
        const seconds = (performance.now() - started) / 1000;
        rows.push([
          name,
          code === 0 ? 'ran' : `**failed** (${signal ?? `exit ${code}`})`,
          `${count(seconds)} s`,
        ]);
      }
      const failed = rows.filter((row) => row[1] !== 'ran').map((row) => row[0]);
      const table: Table = {
        title: 'Smoke: every part at tiny sizes, one round, figures not judged',
        columns: ['part', 'result', 'wall time'],
        rows,
      };
      if (failed.length > 0) {
        process.stdout.write(`Parts that failed: ${failed.join(', ')}\n`);
        process.exitCode = 1;
      }
      return [table];
    },
  };
}
