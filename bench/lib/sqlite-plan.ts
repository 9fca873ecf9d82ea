import Database from 'better-sqlite3';

/** One statement the server ran: its SQL and the values bound to it. */
export type RanStatement = { sql: string; params: unknown[] };

/**
 * Runs `work` and returns the statements whose SQL `match`es that any SQLite connection of this
 * process ran meanwhile, with their values, so the bench can ask SQLite for the plan of exactly what
 * the server ran. It wraps the methods every better-sqlite3 statement shares, since the server
 * keeps its prepared statements (sync-server/src/db/client.ts, reuseStatements).
 */
export async function captureStatements(
  match: (sql: string) => boolean,
  work: () => Promise<unknown>,
): Promise<RanStatement[]> {
  const ran: RanStatement[] = [];
  const scratch = new Database(':memory:');
  const prototype = Object.getPrototypeOf(scratch.prepare('select 1')) as Record<string, unknown>;
  scratch.close();
  const methods = ['all', 'get', 'run', 'iterate'] as const;
  const originals = methods.map(
    (method) => [method, Object.getOwnPropertyDescriptor(prototype, method)!] as const,
  );
  for (const [method, descriptor] of originals) {
    const run = descriptor.value as (this: Database.Statement, ...params: unknown[]) => unknown;
    Object.defineProperty(prototype, method, {
      ...descriptor,
      value: function (this: Database.Statement, ...params: unknown[]) {
        if (match(this.source)) ran.push({ sql: this.source, params });
        return run.apply(this, params);
      },
    });
  }
  try {
    await work();
  } finally {
    for (const [method, descriptor] of originals) {
      Object.defineProperty(prototype, method, descriptor);
    }
  }
  return ran;
}

/** SQLite's EXPLAIN QUERY PLAN of `statement` on the database in `file` (a read-only connection). */
export function queryPlan(file: string, statement: RanStatement): string[] {
  const sqlite = new Database(file, { readonly: true });
  try {
    const rows = sqlite.prepare(`explain query plan ${statement.sql}`).all(...statement.params) as {
      id: number;
      parent: number;
      detail: string;
    }[];
    const depth = new Map<number, number>([[0, -1]]);
    return rows.map((row) => {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      return `${'  '.repeat(level)}${row.detail}`;
    });
  } finally {
    sqlite.close();
  }
}
