import Database from 'better-sqlite3';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  closeDatabase,
  openDatabase,
  postgresSchema,
  type AppDatabase,
} from '@selah/sync-server/tools';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;
/** Tables others point at go first: users before everything, posts before their likes. */
const FIRST = ['users', 'community_posts'];

export type CopyReport = {
  /** Rows per table (SQL name), equal on both sides once the copy is checked. */
  rows: Record<string, number>;
  totalRows: number;
  ms: number;
};

type Column = { key: string; name: string; boolean: boolean };
type CopyTable = {
  name: string;
  table: PgTable;
  columns: Column[];
  /** The identity column's SQL name (a generated key), if the table has one. */
  identity: string | undefined;
};

/** Every table of the PostgreSQL schema, in an order that satisfies the foreign keys. */
function postgresTables(): CopyTable[] {
  const tables = (Object.values(postgresSchema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const columns = Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>);
      return {
        name: getTableName(table),
        table,
        columns: columns.map(([key, column]) => ({
          key,
          name: column.name,
          boolean: column.columnType === 'PgBoolean',
        })),
        identity: columns.find(([, column]) => column.generatedIdentity !== undefined)?.[1].name,
      };
    });
  const rank = (name: string) => (FIRST.includes(name) ? FIRST.indexOf(name) : FIRST.length);
  return tables.sort((a, b) => rank(a.name) - rank(b.name));
}

/**
 * Copies every row of a Selah SQLite file into a new PostgreSQL database: opens it with the
 * server's own openDatabase (which applies the PostgreSQL migrations), empties what the migrations
 * seeded, inserts each table's rows with
 * drizzle in batches of 500 in foreign-key order, and checks the row counts on both sides. SQLite's
 * 0/1 booleans become booleans; identity keys (tombstones.seq, auth_attempts.id) keep their values
 * (OVERRIDING SYSTEM VALUE) and their sequences move past them. Versions and the change counter are
 * copied as they are, so both databases hand out the same next version.
 */
export async function copySqliteToPostgres(
  file: string,
  url: string,
  poolSize = 4,
): Promise<CopyReport> {
  const started = performance.now();
  const sqlite = new Database(file, { readonly: true });
  const db = await openDatabase({ engine: 'postgres', url, poolSize });
  try {
    const tables = postgresTables();
    const sqliteTables = (
      sqlite
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' " +
            "and name not like '\\_\\_drizzle%' escape '\\'",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    const missing = sqliteTables.filter((name) => !tables.some((table) => table.name === name));
    if (missing.length > 0) {
      throw new Error(`No PostgreSQL table for the SQLite table(s) ${missing.join(', ')}`);
    }

    // The migrations seed a few rows (the community's counts, the change counter); the SQLite file
    // holds the same rows from its own migrations, so the copy replaces them.
    await db.execute(
      sql.raw(`truncate ${tables.map(({ name }) => `"${name}"`).join(', ')} restart identity`),
    );
    const rows: Record<string, number> = {};
    for (const { name, table, columns, identity } of tables) {
      rows[name] = 0;
      if (!sqliteTables.includes(name)) continue;

      const insert = async (batch: Record<string, unknown>[]) => {
        const builder = db.insert(table);
        await (identity !== undefined ? builder.overridingSystemValue() : builder).values(
          batch as never,
        );
      };
      const select = sqlite.prepare(
        `select ${columns.map((column) => `"${column.name}"`).join(', ')} from "${name}"`,
      );
      let batch: Record<string, unknown>[] = [];
      let copied = 0;
      for (const raw of select.iterate() as Iterable<Record<string, unknown>>) {
        const row: Record<string, unknown> = {};
        for (const column of columns) {
          const value = raw[column.name];
          row[column.key] = column.boolean && value !== null ? value === 1 : value;
        }
        batch.push(row);
        if (batch.length === BATCH_ROWS) {
          await insert(batch);
          copied += batch.length;
          batch = [];
        }
      }
      if (batch.length > 0) {
        await insert(batch);
        copied += batch.length;
      }
      rows[name] = copied;

      if (identity !== undefined) {
        // The next generated key follows the copied ones.
        await db.execute(
          sql`select setval(pg_get_serial_sequence(${name}, ${identity}), coalesce(max(${sql.identifier(identity)}), 0) + 1, false) from ${table}`,
        );
      }
    }

    // Both sides must hold the same rows, or the comparison that follows means nothing.
    for (const { name, table } of tables) {
      const inSqlite = sqliteTables.includes(name)
        ? (sqlite.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n
        : 0;
      const inPostgres = await countRows(db, table);
      if (inSqlite !== rows[name] || inPostgres !== inSqlite) {
        throw new Error(
          `${name}: ${inSqlite} rows in SQLite, ${rows[name]} copied, ${inPostgres} in PostgreSQL`,
        );
      }
    }
    // Fresh statistics, so the planner chooses the indexes it would on a database in use.
    await db.execute(sql`analyze`);
    return {
      rows,
      totalRows: Object.values(rows).reduce((sum, n) => sum + n, 0),
      ms: performance.now() - started,
    };
  } finally {
    sqlite.close();
    await closeDatabase(db);
  }
}

async function countRows(db: AppDatabase, table: PgTable): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
