/**
 * Reading a prepared drizzle select on SQLite without drizzle's generic row mapping. Drizzle maps
 * each value of each row through `mapResultRow`, which asks what kind of field it is (`is`, a walk
 * of the class chain) and walks the field's path with an iterator, value by value; on the hot GETs
 * (the session and its member, the dashboard's reads) that cost more than SQLite's own work. Here the
 * same mapping is worked out once per statement and each row is built from the statement's arrays.
 */
import { Column, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };

/** The parts of drizzle's better-sqlite3 prepared query this reads. */
type SqlitePrepared = {
  executeMethod?: string;
  fields?: Field[];
  customResultMapper?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  values(placeholders: Record<string, unknown>): unknown[][];
};

/** For each column of the statement: where its value goes and how it is decoded (null: as is). */
type RowPlan = { paths: string[][]; decoders: (Decoder | null)[] };
const plans = new WeakMap<object, RowPlan | false>();

/** The decoder drizzle's mapResultRow would pick for a field. */
function decoderOf(field: unknown): Decoder {
  type Decoded = { decoder: Decoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/** Whether a decoder hands values back as they are (text, plain integers, most SQL fields). */
const identity = (decoder: Decoder) =>
  decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

/**
 * The plan of a statement this can read as drizzle would, or false: not a select of fields, a
 * custom mapper, or a join that may be null (drizzle turns such a table's fields into one null).
 */
function planOf(prepared: SqlitePrepared): RowPlan | false {
  const { executeMethod, fields, customResultMapper, joinsNotNullableMap } = prepared;
  if (executeMethod !== 'all' || !fields || customResultMapper) return false;
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull)) {
    return false;
  }
  return {
    paths: fields.map(({ path }) => path),
    decoders: fields.map(({ field }) => {
      const decoder = decoderOf(field);
      return identity(decoder) ? null : decoder;
    }),
  };
}

/**
 * The rows of a prepared select with `placeholders`, shaped and decoded as drizzle's own `all()`
 * shapes them, or undefined when the statement is not one this reads (run it with `execute`).
 */
export function readSqliteRows(
  prepared: object,
  placeholders: Record<string, unknown>,
): Record<string, unknown>[] | undefined {
  let plan = plans.get(prepared);
  if (plan === undefined) {
    plan = planOf(prepared as SqlitePrepared);
    plans.set(prepared, plan);
  }
  if (plan === false) return undefined;
  const { paths, decoders } = plan;
  return (prepared as SqlitePrepared).values(placeholders).map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i]!;
      let node = row;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const key = path[depth]!;
        node = (node[key] ??= {}) as Record<string, unknown>;
      }
      const value = values[i];
      const decoder = decoders[i];
      node[path[path.length - 1]!] =
        value === null || !decoder ? value : decoder.mapFromDriverValue(value);
    }
    return row;
  });
}
