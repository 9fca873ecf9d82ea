import { describe, expect, it } from 'vitest';
import { uuidv7, type JournalEntry, type MoodEntry } from '@selah/shared';
import { activateAccount } from '../../db';
import { collectExport } from './collect';
import { unzipSync } from 'fflate';
import { csvField, parseCsv, toCsv } from './csv';
import {
  csvExportFiles,
  csvFor,
  exportFileDate,
  journalMarkdown,
  jsonExportFile,
  markdownExportFile,
} from './files';
import { hashId, sha256, uuidFromHash } from './hash-id';
import { EXPORT_KINDS, makeExportFiles, type ExportRows } from './index';

const empty = (): ExportRows =>
  Object.fromEntries(EXPORT_KINDS.map((kind) => [kind, []])) as unknown as ExportRows;

function journal(overrides: Partial<JournalEntry>): JournalEntry {
  return {
    id: uuidv7(),
    userId: 'member-1',
    title: 'Entry',
    content: 'Text',
    category: 'reflection',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('CSV', () => {
  it('quotes fields as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
    expect(csvField(false)).toBe('false');
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1, 2', 'x"y'],
          [null, 'z'],
        ],
      ),
    ).toBe('a,b\r\n"1, 2","x""y"\r\n,z\r\n');
  });

  it('writes a text that would start a formula with a leading quote, so it stays text', () => {
    for (const formula of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '=HYPERLINK("http://x")']) {
      expect(parseCsv(`${csvField(formula)}\r\n`)).toEqual([[`'${formula}`]]);
    }
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    // Only a text's first character counts; numbers stay numbers.
    expect(csvField('a=1')).toBe('a=1');
    expect(csvField('1-2')).toBe('1-2');
    expect(csvField(-3)).toBe('-3');
    const exported = csvFor('journalEntries', [journal({ title: '=cmd|calc', content: '@x' })]);
    const [, row] = parseCsv(exported);
    expect(row).toContain("'=cmd|calc");
    expect(row).toContain("'@x");
  });

  it('reads back what it writes', () => {
    const records = [
      ['id', 'notes'],
      ['1', 'He said "yes", then left\r\nNext line'],
      ['2', ''],
      ['3', 'é 🙂'],
    ];
    expect(parseCsv(toCsv(records[0]!, records.slice(1)))).toEqual(records);
    expect(parseCsv('\uFEFFa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a,"open\n')).toThrow('not closed');
  });

  it("writes the member's favourites and hidden posts and muted members as spreadsheets too", () => {
    const rows = empty();
    rows.favorites = [
      { id: 'f1', userId: 'member-1', contentId: 'c1', createdAt: '2026-11-20T08:00:00.000Z' },
    ];
    rows.feedFilters = [
      {
        id: 'h1',
        userId: 'member-1',
        kind: 'author',
        targetId: 'member-2',
        createdAt: '2026-11-21T08:00:00.000Z',
      },
    ];
    const files = csvExportFiles(rows, '2026-11-25');
    expect(files.map((file) => file.name)).toEqual([
      'selah-hidden-and-muted-2026-11-25.csv',
      'selah-favourites-2026-11-25.csv',
    ]);
    expect(parseCsv(files[0]!.text)).toEqual([
      ['id', 'createdAt', 'kind', 'targetId'],
      ['h1', '2026-11-21T08:00:00.000Z', 'author', 'member-2'],
    ]);
    expect(parseCsv(files[1]!.text)).toEqual([
      ['id', 'createdAt', 'contentId'],
      ['f1', '2026-11-20T08:00:00.000Z', 'c1'],
    ]);
  });

  it('writes one spreadsheet per kind with rows, oldest first, times as ISO', () => {
    const rows = empty();
    const mood = (date: string, notes: string | null): MoodEntry => ({
      id: uuidv7(),
      userId: 'member-1',
      mood: 'good',
      notes,
      date,
    });
    const later = {
      ...mood('2026-11-21T08:00:00.000Z', 'Walk, then "tea"'),
      activities: ['Prayed', 'Family'],
    };
    const earlier = mood('2026-11-20T08:00:00.000Z', null);
    rows.moodEntries = [later, earlier];
    rows.journalEntries = [journal({ content: 'Line 1\nLine 2' })];

    const files = csvExportFiles(rows, '2026-11-25');
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['selah-moods-2026-11-25.csv', 'text/csv;charset=utf-8'],
      ['selah-journal-2026-11-25.csv', 'text/csv;charset=utf-8'],
    ]);
    expect(files[0]!.text).toBe(
      'id,date,mood,notes,activities\r\n' +
        `${earlier.id},2026-11-20T08:00:00.000Z,good,,\r\n` +
        `${later.id},2026-11-21T08:00:00.000Z,good,"Walk, then ""tea""",Prayed | Family\r\n`,
    );
    expect(parseCsv(files[1]!.text)[1]).toEqual([
      rows.journalEntries[0]!.id,
      '2026-11-20T10:00:00.000Z',
      'Entry',
      'reflection',
      'Line 1\nLine 2',
    ]);
    expect(parseCsv(csvFor('goals', []))).toEqual([
      [
        'id',
        'createdAt',
        'title',
        'description',
        'category',
        'targetValue',
        'currentValue',
        'unit',
        'period',
        'isActive',
      ],
    ]);
  });
});

describe('Markdown journal', () => {
  it('lists title, date, category and content, newest first', () => {
    const entries = [
      journal({ title: 'Older', content: 'First words.', createdAt: '2026-11-01T09:05:00.000Z' }),
      journal({
        title: 'Newer\nline',
        content: '  Grateful for:\n\n- rain\n- friends  ',
        category: 'gratitude',
        createdAt: '2026-11-20T20:30:00.000Z',
      }),
    ];
    const file = markdownExportFile(entries, '2026-11-25', {
      exportedAt: '2026-11-25T12:00:00.000Z',
      timeZone: 'UTC',
    });
    expect(file.name).toBe('selah-journal-2026-11-25.md');
    expect(file.type).toBe('text/markdown;charset=utf-8');
    expect(file.text).toBe(
      [
        '# My journal',
        '',
        'Exported from Selah on November 25, 2026 at 12:00 PM. 2 entries, newest first.',
        '',
        '---',
        '',
        '## Newer line',
        '',
        '*November 20, 2026 at 8:30 PM · Gratitude*',
        '',
        'Grateful for:\n\n- rain\n- friends',
        '',
        '---',
        '',
        '## Older',
        '',
        '*November 1, 2026 at 9:05 AM · Reflection*',
        '',
        'First words.',
        '',
      ].join('\n'),
    );
    expect(journalMarkdown([])).toBe('# My journal\n\n0 entries, newest first.\n');
  });
});

describe('file names and ids', () => {
  it("names files by the device's date", () => {
    const date = exportFileDate(new Date(2026, 10, 25, 23, 59));
    expect(date).toBe('2026-11-25');
    const file = jsonExportFile({ ...empty() } as never, date);
    expect(file.name).toBe('selah-export-2026-11-25.json');
  });

  it('hashes like SHA-256 without crypto.subtle too', async () => {
    const hex = (bytes: Uint8Array) =>
      Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (const text of ['', 'x'.repeat(55), 'y'.repeat(64), 'é🙂'.repeat(100)]) {
      const bytes = new TextEncoder().encode(text);
      const native = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      expect(hex(sha256(bytes))).toBe(hex(native));
    }
    const id = await hashId('abc');
    expect(id).toBe(uuidFromHash(sha256(new TextEncoder().encode('abc'))));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('a large export', () => {
  it('reads 10,000 rows in slices, reporting progress and giving the page turns', async () => {
    const db = activateAccount('member-1');
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    await db.moodEntries.bulkAdd(
      Array.from({ length: 10_000 }, (_, i) => ({
        id: uuidv7(base + i * 60_000),
        userId: 'member-1',
        mood: 'okay' as const,
        notes: i % 2 ? `Note ${i}, "quoted"` : null,
        date: new Date(base + i * 60_000).toISOString(),
      })),
    );
    await db.journalEntries.add(journal({}));

    const progress: { done: number; total: number }[] = [];
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const data = await collectExport(db, { onProgress: (p) => progress.push(p) });
    clearInterval(ticker);

    expect(data.moodEntries).toHaveLength(10_000);
    expect(data.journalEntries).toHaveLength(1);
    expect(progress[0]).toEqual({ done: 0, total: 10_001 });
    expect(progress.at(-1)).toEqual({ done: 10_001, total: 10_001 });
    expect(progress.length).toBeGreaterThanOrEqual(21);
    expect(turns).toBeGreaterThanOrEqual(10);
    expect(new Set(data.moodEntries.map((row) => row.id)).size).toBe(10_000);

    // The spreadsheets come as one ZIP: one download, whatever the browser thinks of several.
    const csv = await makeExportFiles(db, 'csv');
    expect(csv.map((file) => [file.name.replace(/\d{4}-\d{2}-\d{2}/, 'DATE'), file.type])).toEqual([
      ['selah-spreadsheets-DATE.zip', 'application/zip'],
    ]);
    const zip = csv[0]!;
    if (!('bytes' in zip)) throw new Error('The spreadsheets are one ZIP');
    const sheets = unzipSync(zip.bytes);
    expect(Object.keys(sheets).map((name) => name.replace(/\d{4}-\d{2}-\d{2}/, 'DATE'))).toEqual([
      'selah-moods-DATE.csv',
      'selah-journal-DATE.csv',
    ]);
    // Decoded keeping the byte order mark (a plain TextDecoder drops it).
    const moods = new TextDecoder('utf-8', { ignoreBOM: true }).decode(Object.values(sheets)[0]!);
    // Each spreadsheet opens in Excel as UTF-8.
    expect(moods.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(moods.slice(1))).toHaveLength(10_001);
  });
});
