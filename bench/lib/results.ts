import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Machine } from './machine';
import { renderTable, type Table } from './table';

export type PartResult = {
  name: string;
  title: string;
  tables: Table[];
  at: Date;
  seconds: number;
  /**
   * The sections run when only some of the part's were (its `<PART>_SECTIONS` variable): the
   * tables it did not measure then keep their earlier figures in RESULTS.md.
   */
  onlySections?: string;
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
  for (const result of results) {
    const rendered = renderSection(result, machine);
    const earlier = sections.get(result.name);
    sections.set(
      result.name,
      result.onlySections && earlier
        ? mergeTables(earlier, rendered, result.onlySections)
        : rendered,
    );
  }
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

/** A part's section split at its tables: what comes before the first, then each table's block. */
function splitAtTables(section: string): { head: string; tables: Map<string, string> } {
  const body = section.replace(/\n<!-- \/part:[a-z0-9-]+ -->$/, '');
  const [head, ...blocks] = body.split(/\n(?=### )/);
  const tables = new Map<string, string>();
  for (const block of blocks) tables.set(block.slice(4, block.indexOf('\n')), block.trimEnd());
  return { head: head!, tables };
}

/**
 * A run of some sections of a part, merged into the part's earlier block: its tables replace
 * those of the same title, in their places; the earlier run's other tables stay, said so under
 * the new run's header; a table new to the part comes last. Hand-written notes between tables
 * travel with the table above them.
 */
export function mergeTables(earlier: string, rendered: string, onlySections: string): string {
  const before = splitAtTables(earlier);
  const now = splitAtTables(rendered);
  const measuredBefore = /Measured [^\n]*/.exec(before.head)?.[0] ?? 'an earlier run';
  const kept = [...before.tables.keys()].filter((title) => !now.tables.has(title));
  const order = [
    ...before.tables.keys(),
    ...[...now.tables.keys()].filter((title) => !before.tables.has(title)),
  ];
  const name = /<!-- part:([a-z0-9-]+) -->/.exec(rendered)![1]!;
  const listed = kept.map((title) => `"${title}"`).join(', ');
  const note =
    kept.length === 0
      ? ''
      : `\n\nThis run measured only ${onlySections}; ${listed} ${kept.length === 1 ? 'is' : 'are'} ` +
        `from the earlier run, ${measuredBefore.replace(/^Measured /, 'measured ')}`;
  return [
    now.head.trimEnd() + note,
    ...order.map((title) => now.tables.get(title) ?? before.tables.get(title)!),
    `<!-- /part:${name} -->`,
  ].join('\n\n');
}
