import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  PULL_LIMIT_DEFAULT,
  PULL_LIMIT_MAX,
  PERSONAL_SYNC_TABLES,
  PUBLIC_SYNC_TABLES,
  SHARED_SYNC_TABLES,
  type Change,
  type SharedTable,
  type SyncTable,
} from '@selah/shared';
import { engineOf, runPrepared, tablesOf } from '../db/dialect';
import type { Db, Tables } from '../db/types';
import { toCounselingTip, toInspirationalContent } from '../services/content';
import { toMeditationAudio } from '../services/meditation';
import type { CursorSpace } from './cursor';
import { markedBy, selectShared, toSharedRow } from './shared-rows';
import { apiRow, personalTable, sharedTable, type PersonalTableName } from './tables';

/**
 * Who is pulling: a member, or null for a guest device (public tables only); and where each shared
 * table's window starts (the oldest creation time a device keeps; null or absent: every row fits).
 */
export type PullScope = {
  memberId: string | null;
  windowStarts: Partial<Record<SharedTable, string | null>>;
};

type Query<R> = PromiseLike<R[]> & { toSQL(): { sql: string; params: unknown[] } };

/**
 * One stream of changes: rows of one kind with version > cursor (the position in the source's
 * space: its versions are that space's), oldest version first, at most `take`. Every query has the shape `WHERE [user_id = ? AND] version > ? ORDER BY version LIMIT ?`
 * on a (user_id, version) or (version) index, so a pull reads only what it returns.
 */
export type PullSource = {
  name: string;
  /** Whose counter its versions come from: the puller's own, the community's, published content's. */
  space: CursorSpace;
  /** Whether a guest (no account) may pull it. */
  public: boolean;
  query(db: Db, scope: PullScope, cursor: number, take: number): Query<unknown>;
  /** One row of `query` as the change a device receives. */
  toChange(row: never, scope: PullScope): Change;
  /** The changes of `query`, on SQLite from its statement prepared once per connection. */
  changes(db: Db, scope: PullScope, cursor: number, take: number): Promise<Change[]>;
};

function source<R extends { version: number }>(
  name: string,
  space: CursorSpace,
  isPublic: boolean,
  query: (db: Db, scope: PullScope, cursor: number, take: number) => Query<R>,
  toChange: (row: R, scope: PullScope) => Change,
): PullSource {
  return {
    name,
    space,
    public: isPublic,
    query,
    toChange,
    changes: async (db, scope, cursor, take) => {
      const rows =
        engineOf(db) === 'sqlite'
          ? await preparedRows(db, name, scope, cursor, take, query)
          : await query(db, scope, cursor, take);
      return rows.map((row) => toChange(row, scope));
    },
  };
}

/**
 * The page sizes devices ask for (the web app asks for the largest, a client that names none gets
 * the default): their `take` is written into the statement's SQL, any other size is bound.
 */
const USUAL_TAKES = new Set([PULL_LIMIT_MAX + 1, PULL_LIMIT_DEFAULT + 1]);

/**
 * A source's rows on SQLite from its query built once per connection with placeholders (the member,
 * the cursor, the window's start), not built by drizzle for every pull: a pull runs every source,
 * and building its statements cost more than running them. A usual page size is written into the
 * SQL, since SQLite prepares a statement again each time a bound LIMIT is bound (decision 037).
 */
async function preparedRows<R>(
  db: Db,
  name: string,
  scope: PullScope,
  cursor: number,
  take: number,
  query: (db: Db, scope: PullScope, cursor: number, take: number) => Query<R>,
): Promise<R[]> {
  const windowStart = scope.windowStarts[name as SharedTable] ?? null;
  const fixedTake = USUAL_TAKES.has(take) ? take : null;
  const statement = `pull:${name}:${windowStart === null ? 'all' : 'window'}:${fixedTake ?? 'any'}`;
  const build = (db: Db) => {
    // Placeholders stand where the values go; drizzle binds them at each run.
    const placeholders: PullScope = {
      memberId: sql.placeholder('member') as unknown as string,
      windowStarts:
        windowStart === null ? {} : { [name]: sql.placeholder('windowStart') as unknown as string },
    };
    const limit = fixedTake === null ? sql.placeholder('take') : sql.raw(String(fixedTake));
    const built = query(
      db,
      placeholders,
      sql.placeholder('cursor') as unknown as number,
      limit as unknown as number,
    ) as unknown as {
      prepare(name: string): { execute(values?: Record<string, unknown>): R[] };
    };
    return built.prepare(statement);
  };
  return runPrepared(db, statement, build, {
    member: scope.memberId,
    windowStart,
    cursor,
    take,
  });
}

function put(table: SyncTable, version: number, row: { id: string }): Change {
  return { op: 'put', table, id: row.id, version, row };
}

/** Personal sources run only for a signed-in member: the scope is never null there. */
function memberOf(scope: PullScope): string {
  if (scope.memberId === null) throw new Error('A personal pull source needs a member');
  return scope.memberId;
}

/**
 * Deletes that are not anyone's own (their tombstones carry no user id) of `tables`, all of one
 * space: the community's tables, or published content (a guest pulls its deletes too).
 */
function sharedDeletes(
  name: string,
  space: CursorSpace,
  isPublic: boolean,
  tables: readonly SyncTable[],
): PullSource {
  return source(
    name,
    space,
    isPublic,
    (db, _scope, cursor, take) => {
      const { tombstones } = tablesOf(db);
      return db
        .select()
        .from(tombstones)
        .where(
          and(
            isNull(tombstones.userId),
            gt(tombstones.version, cursor),
            inArray(tombstones.tableName, [...tables]),
          ),
        )
        .orderBy(asc(tombstones.version))
        .limit(take);
    },
    toDelete,
  );
}

/** A member's own rows of one table, column for column. */
function personalSource(name: PersonalTableName): PullSource {
  return source(
    name,
    'own',
    false,
    (db, scope, cursor, take) => {
      const table = personalTable(db, name);
      return db
        .select()
        .from(table)
        .where(and(eq(table.userId, memberOf(scope)), gt(table.version, cursor)))
        .orderBy(asc(table.version))
        .limit(take) as unknown as Query<Record<string, unknown> & { version: number }>;
    },
    (row) => put(name, row.version, apiRow(row)),
  );
}

const PERSONAL_SOURCES = Object.fromEntries(
  PERSONAL_SYNC_TABLES.map((name) => [name, personalSource(name)]),
) as Record<PersonalTableName, PullSource>;

/**
 * A shared table's rows, for members, as the reader sees them (shared-rows.ts), in the
 * community's space. When the table keeps a window on devices (the feed), only the window's rows,
 * the member's own and those they set a mark on that the window keeps (the requests they prayed
 * for) are pulled, never the whole history (older rows are fetched on demand). A mark bumps the
 * row's version, so every member whose window holds it pulls the new count, and the flags are
 * worked out for the member pulling. A row that falls out of the window is pruned by the device;
 * one hidden or deleted leaves a tombstone (the community deletes below).
 */
function sharedSource(name: SharedTable): PullSource {
  return source(
    name,
    'community',
    false,
    (db, scope, cursor, take) => {
      const rows = sharedTable(db, name);
      const member = memberOf(scope);
      const windowStart = scope.windowStarts[name] ?? null;
      if (windowStart === null) {
        return selectShared(db, name, member, gt(rows.version, cursor))
          .orderBy(asc(rows.version))
          .limit(take) as unknown as Query<SharedSelection>;
      }
      // Read the window (and the member's own rows) by their indexes, then sort that bounded set
      // by version: walking the version index instead would read every row above the cursor, the
      // whole history for a new device, to find the hundred in the window. The unary plus keeps
      // SQLite off the version index, for the filter and for the order (PostgreSQL plans it from
      // its statistics either way).
      return selectShared(
        db,
        name,
        member,
        sql`+${rows.version} > ${cursor}`,
        or(gte(rows.createdAt, windowStart), eq(rows.userId, member), markedBy(db, name, member)),
      )
        .orderBy(sql`+${rows.version}`)
        .limit(take) as unknown as Query<SharedSelection>;
    },
    (row, scope) => put(name, row.version, toSharedRow(name, row, memberOf(scope))),
  );
}

type SharedSelection = Record<string, unknown> & { version: number };

const SHARED_SOURCES = Object.fromEntries(
  SHARED_SYNC_TABLES.map((name) => [name, sharedSource(name)]),
) as Record<SharedTable, PullSource>;

/**
 * Every synced table's rows come from one source of this map, typed over every synced table: a
 * member's own tables share one generic source, the community's tables another, and the published
 * ones have their own. Deletes come from the tombstone sources below.
 */
const TABLE_SOURCES: Record<SyncTable, PullSource> = {
  ...PERSONAL_SOURCES,
  ...SHARED_SOURCES,
  inspirationalContent: source(
    'inspirationalContent',
    'public',
    true,
    (db, _scope, cursor, take) => {
      const { inspirationalContent } = tablesOf(db);
      return db
        .select()
        .from(inspirationalContent)
        .where(gt(inspirationalContent.version, cursor))
        .orderBy(asc(inspirationalContent.version))
        .limit(take);
    },
    (row) => put('inspirationalContent', row.version, toInspirationalContent(row)),
  ),
  // All tips, inactive ones too (as GET /api/counseling-tips): the tip of the day needs the order.
  counselingTips: source(
    'counselingTips',
    'public',
    true,
    (db, _scope, cursor, take) => {
      const { counselingTips } = tablesOf(db);
      return db
        .select()
        .from(counselingTips)
        .where(gt(counselingTips.version, cursor))
        .orderBy(asc(counselingTips.version))
        .limit(take);
    },
    (row) => put('counselingTips', row.version, toCounselingTip(row)),
  ),
  meditationAudio: source(
    'meditationAudio',
    'public',
    true,
    (db, _scope, cursor, take) => {
      const { meditationAudio } = tablesOf(db);
      return db
        .select()
        .from(meditationAudio)
        .where(and(gt(meditationAudio.version, cursor), eq(meditationAudio.isPublic, true)))
        .orderBy(asc(meditationAudio.version))
        .limit(take);
    },
    (row) => put('meditationAudio', row.version, toMeditationAudio(row)),
  ),
};

export const PULL_SOURCES: readonly PullSource[] = [
  ...Object.values(TABLE_SOURCES),
  source(
    'own deletes',
    'own',
    false,
    (db, scope, cursor, take) => {
      const { tombstones } = tablesOf(db);
      return db
        .select()
        .from(tombstones)
        .where(and(eq(tombstones.userId, memberOf(scope)), gt(tombstones.version, cursor)))
        .orderBy(asc(tombstones.version))
        .limit(take);
    },
    toDelete,
  ),
  sharedDeletes('community deletes', 'community', false, SHARED_SYNC_TABLES),
  sharedDeletes('public deletes', 'public', true, PUBLIC_SYNC_TABLES),
];

function toDelete(row: Tables['tombstones']['$inferSelect']): Change {
  // Written only by writeTombstone, which takes a SyncTable.
  return { op: 'delete', table: row.tableName as SyncTable, id: row.rowId, version: row.version };
}

export function pullSourcesFor(scope: PullScope): readonly PullSource[] {
  return scope.memberId === null ? PULL_SOURCES.filter((s) => s.public) : PULL_SOURCES;
}
