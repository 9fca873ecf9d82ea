import { SMOKE } from './smoke';

/** One result table: printed to the terminal as markdown and written to bench/RESULTS.md as is. */
export type Table = {
  title: string;
  columns: string[];
  rows: string[][];
  /** Short sentences printed under the table: what was measured and how to read it. */
  notes?: string[];
};

/** A budget verdict for the "met?" column; null when the row has no budget (a baseline, a figure). */
export function verdict(met: boolean | null): string {
  if (met === null) return '-';
  // Tiny sizes say nothing about a budget.
  if (SMOKE) return 'not judged';
  return met ? 'yes' : '**no**';
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function renderTable(table: Table): string {
  const lines = [`### ${table.title}`, ''];
  lines.push(`| ${table.columns.map(escapeCell).join(' | ')} |`);
  lines.push(`|${table.columns.map(() => '---').join('|')}|`);
  for (const row of table.rows) lines.push(`| ${row.map(escapeCell).join(' | ')} |`);
  if (table.notes?.length) {
    lines.push('');
    for (const note of table.notes) lines.push(`- ${note}`);
  }
  return lines.join('\n');
}
