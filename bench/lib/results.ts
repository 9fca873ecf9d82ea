import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Machine } from './machine';
import { renderTable, type Table } from './table';

export type PartResult = {
  name: string;
  title: string;
  tables: Table[];
  at: Date;
  seconds: number;
};

// A marker may name a part or a hand-written section ("web-before-after-034"): both are kept.
const sectionPattern = /<!-- part:([a-z0-9-]+) -->\n[\s\S]*?<!-- \/part:\1 -->/g;

export function machineLine(machine: Machine): string {
  return (
    `${machine.cpu}, ${machine.cores} cores, ${machine.memory} memory, Node ${machine.node}, ` +
    `${machine.platform}; load average ${machine.load} at the start`
  );
}

export function renderSection(result: PartResult, machine: Machine): string {
  return [
    `<!-- part:${result.name} -->`,
    `## ${result.title}`,
    '',
    `Measured ${result.at.toISOString()} in ${Math.round(result.seconds)} s (\`npm run bench -- ${result.name}\`) on ${machineLine(machine)}.`,
    '',
    result.tables.map(renderTable).join('\n\n'),
    `<!-- /part:${result.name} -->`,
  ].join('\n');
}

/**
 * Writes RESULTS.md: this run's date and machine, then a section per part. Parts not run this time
 * keep their section from the previous file (each section says when and where it was measured), so
 * running one part does not erase the others.
 */
export function writeResults(
  file: string,
  order: readonly string[],
  results: readonly PartResult[],
  machine: Machine,
  at: Date,
): void {
  const sections = new Map<string, string>();
  if (existsSync(file)) {
    for (const match of readFileSync(file, 'utf8').matchAll(sectionPattern)) {
      sections.set(match[1]!, match[0]);
    }
  }
  for (const result of results) sections.set(result.name, renderSection(result, machine));
  const ordered = [
    ...order.filter((name) => sections.has(name)),
    ...[...sections.keys()].filter((name) => !order.includes(name)),
  ];
  const text = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see bench/README.md). The machine is shared and noisy: compare the',
    'ratios measured within one run, not absolute figures across runs.',
    '',
    `Last run: ${at.toISOString()}, parts: ${results.map((r) => r.name).join(', ')}.`,
    '',
    `- CPU: ${machine.cpu}`,
    `- Cores: ${machine.cores}`,
    `- Memory: ${machine.memory}`,
    `- Node: ${machine.node}`,
    `- Load average at the start (1 / 5 / 15 min): ${machine.load}`,
    '',
    ...ordered.map((name) => sections.get(name)! + '\n'),
  ].join('\n');
  writeFileSync(file, text);
}
