import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Machine } from './machine';
import { writeResults, type PartResult } from './results';
import type { Table } from './table';

const dir = mkdtempSync(join(tmpdir(), 'selah-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const machine: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memory: '1 GiB',
  node: 'v20',
  platform: 'linux',
  load: '0 / 0 / 0',
};

const table = (title: string, figure: string): Table => ({
  title,
  columns: ['figure', 'value'],
  rows: [[title, figure]],
});

function run(file: string, part: PartResult, at: string): string {
  writeResults(file, ['server', 'abuse'], [part], machine, new Date(at));
  return readFileSync(file, 'utf8');
}

const abuse = (tables: Table[], at: string, onlySections?: string): PartResult => ({
  name: 'abuse',
  title: 'Abuse',
  tables,
  at: new Date(at),
  seconds: 10,
  onlySections,
});

describe('bench/RESULTS.md', () => {
  it("keeps a part's other tables when only some of its sections ran, in their places", () => {
    const file = join(dir, 'partial.md');
    run(
      file,
      abuse(
        [table('Floods', 'old'), table('Starvation', 'old'), table('Logins', 'old')],
        '2026-01-01',
      ),
      '2026-01-01',
    );
    const text = run(
      file,
      abuse([table('Starvation', 'new'), table('Fairness', 'new')], '2026-02-02', 'starvation'),
      '2026-02-02',
    );

    const titles = [...text.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    expect(titles).toEqual(['Floods', 'Starvation', 'Logins', 'Fairness']);
    expect(text).toContain('| Floods | old |');
    expect(text).toContain('| Starvation | new |');
    expect(text).not.toContain('| Starvation | old |');
    expect(text).toContain('| Logins | old |');
    expect(text).toContain(
      'This run measured only starvation; "Floods", "Logins" are from the earlier run, ' +
        'measured 2026-01-01T00:00:00.000Z in 10 s',
    );
    expect(text.match(/<!-- part:abuse -->/g)).toHaveLength(1);
    expect(text.match(/<!-- \/part:abuse -->/g)).toHaveLength(1);
  });

  it("replaces a part's whole block when all of it ran", () => {
    const file = join(dir, 'whole.md');
    run(file, abuse([table('Floods', 'old'), table('Logins', 'old')], '2026-01-01'), '2026-01-01');
    const text = run(file, abuse([table('Floods', 'new')], '2026-02-02'), '2026-02-02');
    expect([...text.matchAll(/^### (.+)$/gm)].map((match) => match[1])).toEqual(['Floods']);
    expect(text).not.toContain('earlier run');
  });
});
