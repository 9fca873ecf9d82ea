/**
 * npm run bench [-- <part>...]: runs the named parts (when none is named, all but those that run
 * only when named), prints one markdown table per measurement with its budget and whether it is
 * met, and writes the same to bench/RESULTS.md. Benchmarks print figures; they are not tests and
 * never run in npm test.
 */
import { fileURLToPath } from 'node:url';
import { progress } from './lib/log';
import { machineInfo } from './lib/machine';
import { writeResults, type PartResult } from './lib/results';
import { SMOKE } from './lib/smoke';
import { renderTable } from './lib/table';
import { abusePart } from './parts/abuse';
import { fuzzPart } from './parts/fuzz';
import { growthPart } from './parts/growth';
import { insightsPart } from './parts/insights';
import { networkPart } from './parts/network';
import type { BenchPart } from './parts/part';
import { scalePart } from './parts/scale';
import { serverPart } from './parts/server';
import { smokePart } from './parts/smoke';
import { syncPart } from './parts/sync';
import { webPart } from './parts/web';

const MEASURING_PARTS: readonly BenchPart[] = [
  serverPart,
  growthPart,
  syncPart,
  webPart,
  insightsPart,
  networkPart,
  abusePart,
  fuzzPart,
  scalePart,
];
const PARTS: readonly BenchPart[] = [
  ...MEASURING_PARTS,
  smokePart(MEASURING_PARTS.map((part) => part.name)),
];
const RESULTS_FILE = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

function selectParts(args: readonly string[]): BenchPart[] {
  if (args.length === 0) return PARTS.filter((part) => !part.onlyWhenNamed);
  const unknown = args.filter((name) => !PARTS.some((part) => part.name === name));
  if (unknown.length > 0) {
    const lines = [
      ...unknown.map((name) => `There is no "${name}" part.`),
      `Parts: ${PARTS.map((part) => part.name).join(', ')}.`,
    ];
    process.stderr.write(lines.join('\n') + '\n');
    process.exit(2);
  }
  return PARTS.filter((part) => args.includes(part.name));
}

const parts = selectParts(process.argv.slice(2));
const machine = machineInfo();
const startedAt = new Date();
const results: PartResult[] = [];
for (const part of parts) {
  progress(`${part.name}: starting`);
  const started = performance.now();
  const tables = await part.run();
  const seconds = (performance.now() - started) / 1000;
  progress(`${part.name}: done in ${seconds.toFixed(0)} s`);
  for (const table of tables) process.stdout.write(renderTable(table) + '\n\n');
  // A part that takes sections reads them from <PART>_SECTIONS (bench/lib/sections.ts).
  const onlySections = process.env[`${part.name.toUpperCase()}_SECTIONS`]?.trim() || undefined;
  results.push({
    name: part.name,
    title: part.title,
    tables,
    at: new Date(),
    seconds,
    onlySections,
  });
}
const totalSeconds = ((Date.now() - startedAt.getTime()) / 1000).toFixed(0);
if (SMOKE || parts.every((part) => part.writesNoResults)) {
  // Figures at tiny sizes would replace real ones.
  progress(`done in ${totalSeconds} s; bench/RESULTS.md left as it was`);
} else {
  writeResults(
    RESULTS_FILE,
    PARTS.filter((part) => !part.writesNoResults).map((part) => part.name),
    results.filter((result) => !parts.find((part) => part.name === result.name)?.writesNoResults),
    machine,
    startedAt,
  );
  progress(`wrote bench/RESULTS.md in ${totalSeconds} s total`);
}
