import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TMP_DIR } from '../fixture';
import { bytes, count } from '../lib/format';
import { progress } from '../lib/log';
import { sized } from '../lib/smoke';
import type { Table } from '../lib/table';
import type { BenchPart } from './part';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const TEST_FILE = 'test/sync/fuzz.test.ts';

/** Seeds per vitest process at most: a fresh process now and then bounds what a leak could cost. */
const CHUNK = 500;

/** What this part reads of the summary the fuzz test writes to SYNC_FUZZ_REPORT (JSON). */
type ChunkReport = {
  runs: number;
  failures: { seed: number; reason: string }[];
  peakRssBytes: number;
  /** Heap in use after a garbage collection, after the first run and every 100 runs. */
  heap: { usedBytes: number }[];
};

type Chunk = { firstSeed: number; runs: number };

/** A chunk whose process ended without a report (a crash, a timeout): its seeds count as failed. */
type LostChunk = Chunk & { exitCode: number | null; output: string };

function setting(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) {
    throw new Error(`${name} must be a whole number, not "${value}"`);
  }
  return number;
}

export function reproduce(seed: number): string {
  return `SYNC_FUZZ_SEED=${seed} SYNC_FUZZ_RUNS=1 npx vitest run --project web-node ${TEST_FILE}`;
}

/** Runs one chunk of seeds in its own vitest process (a lost chunk when it left no report). */
async function runChunk(chunk: Chunk, reportFile: string): Promise<ChunkReport | LostChunk> {
  const child = spawn(
    process.execPath,
    // Only the randomized test: the file's named seeds are regression tests for npm test.
    [
      VITEST,
      'run',
      '--project',
      'web-node',
      TEST_FILE,
      '-t',
      'runs from seed',
      '--reporter',
      'dot',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SYNC_FUZZ_SEED: String(chunk.firstSeed),
        SYNC_FUZZ_RUNS: String(chunk.runs),
        SYNC_FUZZ_REPORT: reportFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (data: Buffer) => {
    output = (output + data.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const [exitCode] = (await once(child, 'exit')) as [number | null];
  try {
    return JSON.parse(readFileSync(reportFile, 'utf8')) as ChunkReport;
  } catch {
    return { ...chunk, exitCode, output };
  } finally {
    rmSync(reportFile, { force: true });
  }
}

export const fuzzPart: BenchPart = {
  name: 'fuzz',
  title: 'Randomized sync (fuzz)',
  onlyWhenNamed: true,
  async run() {
    const total = setting('FUZZ_RUNS', sized(10_000, 5));
    const firstSeed = setting('FUZZ_SEED', Math.floor(Math.random() * 1e9));
    const processes = Math.max(1, setting('FUZZ_PROCESSES', 2));
    // A short run still keeps every process busy.
    const size = Math.max(1, Math.min(CHUNK, Math.ceil(total / processes)));
    const chunks: Chunk[] = [];
    for (let done = 0; done < total; done += size) {
      chunks.push({ firstSeed: firstSeed + done, runs: Math.min(size, total - done) });
    }
    const dir = join(TMP_DIR, 'fuzz');
    mkdirSync(dir, { recursive: true });
    progress(`fuzz: ${count(total)} seeds from ${firstSeed}, ${processes} processes`);

    const started = performance.now();
    const reports: ChunkReport[] = [];
    const lost: LostChunk[] = [];
    let next = 0;
    const worker = async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++]!;
        const result = await runChunk(chunk, join(dir, `report-${chunk.firstSeed}.json`));
        if ('exitCode' in result) {
          lost.push(result);
          progress(
            `fuzz: seeds ${chunk.firstSeed} + ${chunk.runs} left no report:\n${result.output}`,
          );
          continue;
        }
        reports.push(result);
        for (const failure of result.failures) {
          progress(`fuzz: seed ${failure.seed} failed: ${failure.reason.split('\n')[0]}`);
        }
        const done = reports.reduce((sum, report) => sum + report.runs, 0);
        const failed = reports.reduce((sum, report) => sum + report.failures.length, 0);
        progress(`fuzz: ${count(done)} / ${count(total)} runs, ${failed} failed`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(processes, chunks.length) }, worker));
    const seconds = (performance.now() - started) / 1000;
    rmSync(dir, { recursive: true, force: true });
    return [summary({ total, firstSeed, processes, size, seconds, reports, lost })];
  },
};

function summary(result: {
  total: number;
  firstSeed: number;
  processes: number;
  size: number;
  seconds: number;
  reports: ChunkReport[];
  lost: LostChunk[];
}): Table {
  const { reports, lost } = result;
  const runs = reports.reduce((sum, report) => sum + report.runs, 0);
  const failures = reports.flatMap((report) => report.failures).sort((a, b) => a.seed - b.seed);
  const failingSeeds = [...failures.map((f) => f.seed), ...lost.map((c) => c.firstSeed)];
  const firstFailing = failingSeeds.length > 0 ? Math.min(...failingSeeds) : null;
  const peakRss = Math.max(0, ...reports.map((report) => report.peakRssBytes));
  const heapGrowth = reports
    .filter((report) => report.heap.length > 1)
    .map((report) => report.heap.at(-1)!.usedBytes - report.heap[0]!.usedBytes);
  const lostSeeds = lost.reduce((sum, chunk) => sum + chunk.runs, 0);
  const notes = [
    `Each run: two members with two devices each, 30 random steps (changes, syncs with a change made while a request is on the wire, going on and offline, held requests delivered late, server restarts) on a faulty network (dropped, lost, duplicated, held requests, half-applied batches, 500, 429, 401), then the network heals and every device must hold exactly the server's rows, with every effect applied once. Every run has its own server and databases.`,
    `Seeds ${result.firstSeed} to ${result.firstSeed + result.total - 1}, in vitest processes of ${result.size} seeds, ${result.processes} at a time. FUZZ_RUNS, FUZZ_SEED and FUZZ_PROCESSES change the count, the first seed and the processes.`,
    `Peak RSS is the largest a test process reached; heap growth is the heap in use after a garbage collection at a chunk's end minus after its first run (the largest over the chunks).`,
    ...failures
      .slice(0, 5)
      .map((failure) => `Seed ${failure.seed} failed: ${failure.reason.split('\n')[0]}`),
    ...lost.map(
      (chunk) =>
        `Seeds ${chunk.firstSeed} to ${chunk.firstSeed + chunk.runs - 1}: the process exited (${String(chunk.exitCode)}) without a report.`,
    ),
  ];
  return {
    title: 'Fuzz: randomized sync runs',
    columns: ['runs', 'failures', 'first failing seed', 'wall time', 'peak RSS', 'heap growth'],
    rows: [
      [
        count(runs),
        count(failures.length + lostSeeds),
        firstFailing === null ? 'none' : `${firstFailing}: \`${reproduce(firstFailing)}\``,
        `${Math.round(result.seconds).toLocaleString('en-US')} s`,
        bytes(peakRss),
        heapGrowth.length > 0 ? bytes(Math.max(...heapGrowth)) : '-',
      ],
    ],
    notes,
  };
}
