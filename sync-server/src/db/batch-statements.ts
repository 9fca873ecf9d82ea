import { getTableColumns, getTableName, type Column, type Table } from 'drizzle-orm';
import { PUSH_BATCH_MAX } from '@selah/shared';
import type pg from 'pg';
import { engineOf, sqliteConnectionOf } from './dialect';
import { postgresClientOf } from './transaction';
import type { Db } from './types';

/*
 * The statements of a pushed batch (sync/batch-apply.ts, sync/processed.ts) on PostgreSQL, sent
 * without drizzle. Their text does not depend on how many rows they carry: each column is one array
 * parameter (`unnest` turns the arrays into rows, or the values to look up), so every pooled connection
 * parses and plans each of them once, by name, and the node builds no SQL per row. Drizzle builds a
 * multi-row statement value by value: for a batch of 100 that was most of the node's CPU per push.
 *
 * On SQLite the same three statements are written once per table and number of rows (at most
 * SQLITE_CHUNK: larger sets run in chunks) and prepared once per connection: drizzle built each of
 * them value by value for every slice of a push (decision 038), a fifth of a push flood's busy time.
 *
 * Each function answers null when it cannot run its statement this way (a savepoint's view on
 * PostgreSQL, a row leaving a column to its default): the caller then runs the same statement
 * through drizzle.
 */

type Columns = [property: string, column: Column][];

function columnsOf(table: Table): Columns {
  // An identity column is the database's to fill.
  return Object.entries(getTableColumns(table)).filter(
    ([, column]) => !column.generatedIdentity && !column.generated,
  );
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The statement's name: its kind, table and a hash of its text (a name is prepared once). */
function named(kind: string, table: Table, text: string): { name: string; text: string } {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return { name: `${kind}_${getTableName(table)}_${(hash >>> 0).toString(36)}`, text };
}

const texts = new Map<string, { name: string; text: string }>();

function statement(key: string, build: () => { name: string; text: string }) {
  let found = texts.get(key);
  if (!found) texts.set(key, (found = build()));
  return found;
}

/** One array per column of `rows`, as the driver sends each value; null when a value is missing. */
function columnArrays(
  columns: Columns,
  rows: readonly Record<string, unknown>[],
): unknown[][] | null {
  const arrays: unknown[][] = columns.map(() => new Array<unknown>(rows.length));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    for (let c = 0; c < columns.length; c++) {
      const [property, column] = columns[c]!;
      const value = row[property];
      // Left out: the column's default applies, which only drizzle's insert spells out.
      if (value === undefined) return null;
      arrays[c]![r] = value === null ? null : column.mapToDriverValue(value);
    }
  }
  return arrays;
}

function unnestOf(columns: Columns): string {
  return columns.map(([, column], i) => `$${i + 1}::${column.getSQLType()}[]`).join(', ');
}

async function run(
  client: pg.PoolClient,
  found: { name: string; text: string },
  values: unknown[],
): Promise<pg.QueryResult> {
  return client.query({ name: found.name, text: found.text, values });
}

/** `insert into <table> (<columns>) select * from unnest(<one array per column>)`. */
function insertFromArrays(table: Table, columns: Columns): string {
  const names = columns.map(([, column]) => quoted(column.name)).join(', ');
  return `insert into ${quoted(getTableName(table))} (${names}) select * from unnest(${unnestOf(columns)})`;
}

/** Inserts `rows` into `table` with one statement; null: not done, use drizzle. */
export async function insertRows(
  tx: Db,
  table: Table,
  rows: readonly Record<string, unknown>[],
): Promise<true | null> {
  if (engineOf(tx) === 'sqlite') return sqliteWrite(tx, table, rows, '', []);
  const client = postgresClientOf(tx);
  if (!client) return null;
  const columns = columnsOf(table);
  const arrays = columnArrays(columns, rows);
  if (!arrays) return null;
  const found = statement(`insert ${getTableName(table)}`, () =>
    named('insert', table, insertFromArrays(table, columns)),
  );
  await run(client, found, arrays);
  return true;
}

/**
 * Writes `rows` over the rows of `table` with their ids, every column but the id, only where the
 * stored row is `userId`'s (a row another member holds is left as it is); null: use drizzle.
 */
export async function overwriteOwnRows(
  tx: Db,
  table: Table,
  rows: readonly Record<string, unknown>[],
  userId: string,
): Promise<true | null> {
  if (engineOf(tx) === 'sqlite') {
    return sqliteWrite(tx, table, rows, overwriteClause(table, columnsOf(table), '?'), [userId]);
  }
  const client = postgresClientOf(tx);
  if (!client) return null;
  const columns = columnsOf(table);
  const arrays = columnArrays(columns, rows);
  if (!arrays) return null;
  const found = statement(`overwrite ${getTableName(table)}`, () =>
    named(
      'overwrite',
      table,
      insertFromArrays(table, columns) + overwriteClause(table, columns, `$${columns.length + 1}`),
    ),
  );
  await run(client, found, [...arrays, userId]);
  return true;
}

/**
 * The rows of `table` whose `column` (a text column) is one of `values`, and whose `user_id` is
 * `userId` when given, each with every column under its property name; null: use drizzle.
 */
export async function selectRowsIn<T>(
  tx: Db,
  table: Table,
  column: string,
  values: readonly string[],
  userId?: string,
): Promise<T[] | null> {
  if (engineOf(tx) === 'sqlite') return sqliteRowsIn<T>(tx, table, column, values, userId);
  const client = postgresClientOf(tx);
  if (!client) return null;
  const columns = Object.entries(getTableColumns(table));
  const match = getTableColumns(table)[column];
  if (!match) throw new Error(`${getTableName(table)} has no column ${column}`);
  // Joined to the list rather than `where <column> = any($1)`: a named statement is soon run with
  // PostgreSQL's generic plan, which for `= any` of an array parameter matched the member's rows by
  // `user_id` alone and filtered every one of them (all the member's processed mutations, 3-4 ms
  // for a batch of 100 and growing with the member's history) where a probe per value takes 0.5 ms.
  // Joined, every plan probes the index once per value.
  const mine = userId === undefined ? '' : ` and t."user_id" = $2`;
  const found = statement(`select ${getTableName(table)} ${column} ${mine}`, () =>
    named(
      'select',
      table,
      `select ${columns.map(([property, c]) => `t.${quoted(c.name)} as ${quoted(property)}`).join(', ')} ` +
        `from unnest($1::text[]) as wanted(value) join ${quoted(getTableName(table))} as t ` +
        `on t.${quoted(match.name)} = wanted.value${mine}`,
    ),
  );
  const result = await run(client, found, userId === undefined ? [values] : [values, userId]);
  return result.rows as T[];
}

/** ` on conflict ("id") do update set <every other column from the row> where <the member's>`. */
function overwriteClause(table: Table, columns: Columns, userParameter: string): string {
  return (
    ' on conflict ("id") do update set ' +
    columns
      .filter(([property]) => property !== 'id')
      .map(([, c]) => `${quoted(c.name)} = excluded.${quoted(c.name)}`)
      .join(', ') +
    ` where ${quoted(getTableName(table))}."user_id" = ${userParameter}`
  );
}

/**
 * Rows per SQLite statement: a whole pushed batch, so a batch is still one statement per table
 * however large. The connection keeps one statement per table, kind and row count it has met: at
 * most PUSH_BATCH_MAX of each, and in a server that pushes in slices of ten (decision 038), ten.
 */
export const SQLITE_CHUNK = PUSH_BATCH_MAX;

/** `rows` in chunks of at most SQLITE_CHUNK. */
function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += SQLITE_CHUNK) chunks.push(rows.slice(i, i + SQLITE_CHUNK));
  return chunks;
}

/**
 * `insert into <table> (<columns>) values (?, …), …<suffix>` for every row, in chunks, with
 * `extra` bound after each chunk's values; null (nothing written) when a row leaves a column out.
 */
function sqliteWrite(
  tx: Db,
  table: Table,
  rows: readonly Record<string, unknown>[],
  suffix: string,
  extra: unknown[],
): true | null {
  // A SQLite autoincrement key (the tombstones' seq) is the database's to fill, as an identity is.
  const columns = columnsOf(table).filter(
    ([, column]) => !(column.primary && (column as { autoIncrement?: boolean }).autoIncrement),
  );
  // Every value first: a row that must go through drizzle sends the whole set there, unwritten.
  const values: unknown[][] = [];
  for (const row of rows) {
    const rowValues = new Array<unknown>(columns.length);
    for (let c = 0; c < columns.length; c++) {
      const [property, column] = columns[c]!;
      const value = row[property];
      if (value === undefined) return null;
      rowValues[c] = value === null ? null : column.mapToDriverValue(value);
    }
    values.push(rowValues);
  }
  const connection = sqliteConnectionOf(tx);
  const names = columns.map(([, column]) => quoted(column.name)).join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (const chunk of chunksOf(values)) {
    const text =
      `insert into ${quoted(getTableName(table))} (${names}) values ` +
      chunk.map(() => tuple).join(', ') +
      suffix;
    // The connection keeps its prepared statements by their text (db/client.ts, reuseStatements).
    connection.prepare(text).run(...chunk.flat(), ...extra);
  }
  return true;
}

/**
 * The SQLite rows of `table` whose `column` is one of `values` (and whose user_id is `userId` when
 * given), every column under its property name and decoded as drizzle decodes it.
 */
function sqliteRowsIn<T>(
  tx: Db,
  table: Table,
  column: string,
  values: readonly string[],
  userId?: string,
): T[] {
  const columns = Object.entries(getTableColumns(table));
  const match = getTableColumns(table)[column];
  if (!match) throw new Error(`${getTableName(table)} has no column ${column}`);
  const connection = sqliteConnectionOf(tx);
  const selected = columns.map(([, c]) => quoted(c.name)).join(', ');
  const mine = userId === undefined ? '' : ' and "user_id" = ?';
  const found: T[] = [];
  for (const chunk of chunksOf(values)) {
    const text =
      `select ${selected} from ${quoted(getTableName(table))} ` +
      `where ${quoted(match.name)} in (${chunk.map(() => '?').join(', ')})${mine}`;
    const rows = connection
      .prepare(text)
      .raw(true)
      .all(...chunk, ...(userId === undefined ? [] : [userId])) as unknown[][];
    for (const row of rows) {
      const object: Record<string, unknown> = {};
      for (let c = 0; c < columns.length; c++) {
        const value = row[c];
        object[columns[c]![0]] = value === null ? null : columns[c]![1].mapFromDriverValue(value);
      }
      found.push(object as T);
    }
  }
  return found;
}
