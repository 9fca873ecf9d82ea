/**
 * CSV as RFC 4180 writes it: CRLF between records, a field quoted when it holds a comma, a double
 * quote, CR or LF, and a double quote inside a quoted field doubled.
 *
 * A text that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or CR) gets a
 * leading ' (OWASP's advice against CSV injection): a post or note someone else wrote, or a pasted
 * one, must not run when the member opens their export. Numbers are written as numbers. Only
 * Selah's JSON export is read back (import.ts reads CSV from Daylio alone), so nothing strips it.
 */

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
const STARTS_A_FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string' && STARTS_A_FORMULA.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and the records, each line ending in CRLF. */
export function toCsv(
  header: readonly string[],
  records: readonly (readonly CsvValue[])[],
): string {
  const lines = [header, ...records].map((record) => record.map(csvField).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}

/**
 * Parses CSV text into records of fields. Accepts what spreadsheets and apps write besides strict
 * RFC 4180: LF or CR line ends, a byte order mark, a last line without an end. Blank lines are
 * left out. Throws on a quoted field that never closes.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new Error('A quoted field is not closed');
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records;
}
