/**
 * How any shared table's rows read for one member: every row the admins have not hidden, with its
 * author's name and the reader's own marks (likedByMe, reportedByMe: whether a mark row names them),
 * never who else marked it. The row stores, the pull and the REST lists all read through here, so a
 * new shared table declared in @selah/shared (entities) and placed in tables.ts reads like the feed.
 */
import {
  and,
  Column,
  desc,
  eq,
  getTableColumns,
  is,
  isNull,
  noopDecoder,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { deviceFactsOf, entityOf, marksOf, type SharedTable, type SyncRow } from '@selah/shared';
import { runPrepared, tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { sharedStorageOf, sharedTable } from './tables';

/** Columns the API never shows: who hid a row and when is the admins' business. */
const MODERATION_COLUMNS = ['hiddenAt', 'hiddenBy'] as const;

/** Rows of the table every member may see: those an admin has not hidden. */
export function visibleRows(db: Db, table: SharedTable): SQL | undefined {
  const rows = sharedTable(db, table);
  return entityOf(table).moderation.hideable && rows.hiddenAt ? isNull(rows.hiddenAt) : undefined;
}

/**
 * The reader's flag for each of the table's marks, as 1 or 0 (a bare `exists` would be an integer
 * on SQLite but a boolean on PostgreSQL).
 */
function markFlags(db: Db, table: SharedTable, readerId: string): Record<string, SQL<number>> {
  const rows = sharedTable(db, table);
  const storage = sharedStorageOf(table);
  const flags: Record<string, SQL<number>> = {};
  for (const { name, flag } of marksOf(table)) {
    const mark = storage.marks[name as keyof typeof storage.marks];
    const marks = tablesOf(db)[mark.table] as unknown as Record<string, PgColumn>;
    const markTable = tablesOf(db)[mark.table];
    flags[flag] =
      sql<number>`case when exists (select 1 from ${markTable} where ${marks[mark.rowColumn]} = ${rows.id} and ${marks[mark.memberColumn]} = ${readerId}) then 1 else 0 end`;
  }
  return flags;
}

/**
 * Rows of `table` the member set one of the marks its window keeps on (the requests they prayed
 * for), by the mark table's primary key; undefined when the window keeps no marked rows.
 */
export function markedBy(db: Db, table: SharedTable, memberId: string): SQL | undefined {
  const keep = deviceFactsOf(table).window?.keepMarked ?? [];
  if (keep.length === 0) return undefined;
  const rows = sharedTable(db, table);
  const storage = sharedStorageOf(table);
  return or(
    ...keep.map((name) => {
      const mark = storage.marks[name as keyof typeof storage.marks];
      const marks = tablesOf(db)[mark.table] as unknown as Record<string, PgColumn>;
      return sql`exists (select 1 from ${tablesOf(db)[mark.table]} where ${marks[mark.rowColumn]} = ${rows.id} and ${marks[mark.memberColumn]} = ${memberId})`;
    }),
  );
}

/**
 * The visible rows of `table` that match `filters`, as `readerId` sees them: a query to finish
 * (order, limit) and await, on the tables of `db`'s engine. Read the rows with toSharedRow.
 */
export function selectShared(
  db: Db,
  table: SharedTable,
  readerId: string,
  ...filters: (SQL | undefined)[]
) {
  const rows = sharedTable(db, table);
  const { users } = tablesOf(db);
  return db
    .select({
      ...getTableColumns(rows),
      authorName: users.name,
      ...markFlags(db, table, readerId),
    })
    .from(rows)
    .innerJoin(users, eq(users.id, rows.userId))
    .where(and(visibleRows(db, table), ...filters));
}

/**
 * A row as `readerId` reads it, from one selectShared read: its flags as booleans, its author
 * named. A row its declaration lets be anonymous, and that is, names nobody to anyone but its
 * author: no name and no id (the admins see who wrote it in the reports queue alone).
 * Built in one pass, in the read's own key order, without deleting keys: a deleted key turns an
 * object into a slow dictionary, and the feed builds a hundred of these per request.
 */
export function toSharedRow(
  table: SharedTable,
  selected: Record<string, unknown>,
  readerId: string,
): SyncRow {
  const { flags, anonymousFlag } = rowRulesOf(table);
  const row: Record<string, unknown> = {};
  for (const key in selected) {
    if (OMITTED_KEYS.has(key)) continue;
    const value = selected[key];
    row[key] = flags.has(key) ? value === 1 || value === true : value;
  }
  row.author = { name: selected.authorName };
  if (anonymousFlag !== null && isAnonymousTo(row[anonymousFlag], row.userId, readerId)) {
    row.userId = null;
    row.author = null;
  }
  return row as SyncRow;
}

/** What a selectShared read carries that the API row does not show (its author is `author`). */
const OMITTED_KEYS = new Set(['version', 'authorName', ...MODERATION_COLUMNS]);

type RowRules = { flags: ReadonlySet<string>; anonymousFlag: string | null };
const rowRules = new Map<SharedTable, RowRules>();

/** The table's mark flags and anonymous flag, read from its declaration once. */
function rowRulesOf(table: SharedTable): RowRules {
  let rules = rowRules.get(table);
  if (!rules) {
    rules = {
      flags: new Set(marksOf(table).map(({ flag }) => flag)),
      anonymousFlag: entityOf(table).anonymousFlag,
    };
    rowRules.set(table, rules);
  }
  return rules;
}

/** Whether a row hides its author from `readerId` (anyone but the author, when it is anonymous). */
function isAnonymousTo(anonymous: unknown, authorId: unknown, readerId: string): boolean {
  return (anonymous === true || anonymous === 1) && authorId !== readerId;
}

/** A prepared selectShared query on SQLite, read as arrays (drizzle's `values`). */
export type SqliteSharedQuery = {
  values(placeholders: Record<string, unknown>): unknown[][];
};

type ValueStep = { key: string; flag: boolean; decode: ((value: unknown) => unknown) | null };
type ValuePlan = { steps: (ValueStep | null)[]; author: number; userId: number };
const valuePlans = new WeakMap<object, ValuePlan>();

/**
 * The rows of a prepared selectShared query on SQLite as `readerId` reads them: the same rows as
 * toSharedRow of drizzle's own read, but from the statement's arrays, each built in one pass by a
 * plan made once per statement. Drizzle's read maps every value of every row through its generic
 * field walk, which cost more than the page's SQL.
 */
export function readSharedValues(
  table: SharedTable,
  query: SqliteSharedQuery,
  placeholders: Record<string, unknown>,
  readerId: string,
): SyncRow[] {
  let plan = valuePlans.get(query);
  if (!plan) valuePlans.set(query, (plan = valuePlanOf(table, query)));
  const { anonymousFlag } = rowRulesOf(table);
  const { steps, author, userId } = plan;
  return query.values(placeholders).map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i];
      if (!step) continue;
      const value = values[i];
      row[step.key] = step.flag
        ? value === 1
        : value === null || !step.decode
          ? value
          : step.decode(value);
    }
    row.author = { name: values[author] };
    if (anonymousFlag !== null && isAnonymousTo(row[anonymousFlag], values[userId], readerId)) {
      row.userId = null;
      row.author = null;
    }
    return row as SyncRow;
  });
}

/** Which key each of the statement's columns fills, and how its value is decoded (drizzle's way). */
function valuePlanOf(table: SharedTable, query: SqliteSharedQuery): ValuePlan {
  const { fields } = query as unknown as { fields: { path: string[]; field: unknown }[] };
  const { flags } = rowRulesOf(table);
  const keys = fields.map(({ path }) => {
    if (path.length !== 1) throw new Error(`A nested field in a ${table} read: ${path.join('.')}`);
    return path[0]!;
  });
  const steps = fields.map(({ field }, i): ValueStep | null => {
    const key = keys[i]!;
    if (OMITTED_KEYS.has(key)) return null;
    type Decoder = { mapFromDriverValue(value: unknown): unknown };
    const decoder: Decoder = is(field, Column) ? field : (field as { decoder: Decoder }).decoder;
    const identity =
      decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
    return {
      key,
      flag: flags.has(key),
      decode: identity ? null : (value) => decoder.mapFromDriverValue(value),
    };
  });
  return { steps, author: keys.indexOf('authorName'), userId: keys.indexOf('userId') };
}

/**
 * Where the device's window of `table` starts: the creation time of the newest-th visible row, or
 * null when there are fewer rows than that (every row is inside) or the table keeps no window. One
 * short index walk on (created_at). Every member's pull asks it, so the statement is built once per
 * connection, its limit and offset written into its SQL (SQLite prepares a statement again each
 * time a bound LIMIT is bound, decision 037).
 */
export async function windowStartOf(db: Db, table: SharedTable): Promise<string | null> {
  const window = deviceFactsOf(table).window;
  if (!window) return null;
  const [row] = await runPrepared(
    db,
    `windowStart:${table}`,
    (db) => {
      const rows = sharedTable(db, table);
      // Drizzle writes an SQL chunk given as the limit or offset into the text as it is.
      return db
        .select({ createdAt: rows.createdAt })
        .from(rows)
        .where(visibleRows(db, table))
        .orderBy(desc(rows.createdAt), desc(rows.id))
        .limit(sql.raw('1') as unknown as number)
        .offset(sql.raw(String(window.newest - 1)) as unknown as number)
        .prepare(`windowStart_${table}`);
    },
    {},
  );
  return (row?.createdAt as string | undefined) ?? null;
}
