import { describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { uuidv7 } from '@selah/shared';
import {
  insertRows,
  overwriteOwnRows,
  selectRowsIn,
  SQLITE_CHUNK,
} from '../src/db/batch-statements';
import { tablesOf } from '../src/db/dialect';
import { postgresClientOf, writeTransaction } from '../src/db/transaction';
import { createTestServer, signUp } from './helpers';

/*
 * The batch statements of a push (db/batch-statements.ts) written and prepared by the server on
 * both engines: what they write and read is what drizzle's own statements write and read, booleans,
 * JSON and nulls included, in one chunk and in several.
 */

const server = await createTestServer();
const alice = await signUp(server, { name: 'Alice' });
const bob = await signUp(server, { name: 'Bob' });

function goal(userId: string, index: number) {
  return {
    id: uuidv7(),
    userId,
    title: `Goal "${index}" ✝`,
    description: index % 3 === 0 ? null : `about ${index}`,
    targetValue: index + 1,
    currentValue: index % 4,
    category: null,
    unit: index % 2 === 0 ? 'pages' : null,
    period: null,
    isActive: index % 2 === 0,
    createdAt: new Date(Date.UTC(2026, 2, 1, 0, index)).toISOString(),
    version: 1_000 + index,
  };
}

describe(`batch statements on ${server.engine}`, () => {
  it('insert, read and overwrite as drizzle does, across chunks, and only the member’s rows', async () => {
    const { goals, moodEntries } = tablesOf(server.db);
    const count = SQLITE_CHUNK + 5;
    const mine = Array.from({ length: count }, (_, index) => goal(alice.user.id, index));
    const theirs = goal(bob.user.id, 7);
    const moods = [
      {
        id: uuidv7(),
        userId: alice.user.id,
        mood: 'good' as const,
        notes: null,
        date: '2026-03-01T00:00:00.000Z',
        activities: ['walk', 'pray'],
        version: 5,
      },
      {
        id: uuidv7(),
        userId: alice.user.id,
        mood: 'down' as const,
        notes: 'n',
        date: '2026-03-02T00:00:00.000Z',
        activities: null,
        version: 6,
      },
    ];
    await writeTransaction(server.db, async (tx) => {
      expect(await insertRows(tx, goals, mine)).toBe(true);
      expect(await insertRows(tx, goals, [theirs])).toBe(true);
      expect(await insertRows(tx, moodEntries, moods)).toBe(true);
    });
    const ids = [...mine.map((row) => row.id), theirs.id];
    const byDrizzle = await server.db.select().from(goals).where(inArray(goals.id, ids));
    const sorted = <T extends { id: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(sorted(byDrizzle)).toEqual(sorted([...mine, theirs]));
    await writeTransaction(server.db, async (tx) => {
      const read = await selectRowsIn<Record<string, unknown>>(tx, goals, 'id', ids);
      expect(sorted(read as { id: string }[])).toEqual(sorted(byDrizzle));
      const own = await selectRowsIn(tx, goals, 'id', ids, alice.user.id);
      expect(own).toHaveLength(count);
      const moodsRead = await selectRowsIn(
        tx,
        moodEntries,
        'id',
        moods.map((row) => row.id),
      );
      expect(sorted(moodsRead as { id: string }[])).toEqual(sorted(moods));
      // Overwrite every row named, Bob's included: only Alice's change.
      const changed = [...mine, theirs].map((row) => ({
        ...row,
        title: 'Changed',
        isActive: !row.isActive,
        version: row.version + 500,
      }));
      expect(await overwriteOwnRows(tx, goals, changed, alice.user.id)).toBe(true);
    });
    const after = await server.db.select().from(goals).where(inArray(goals.id, ids));
    for (const row of after) {
      const was = [...mine, theirs].find((one) => one.id === row.id)!;
      if (row.userId === bob.user.id) expect(row).toEqual(was);
      else
        expect(row).toEqual({
          ...was,
          title: 'Changed',
          isActive: !was.isActive,
          version: was.version + 500,
        });
    }
  });

  it('leaves a row that omits a column to drizzle, and writes none of the set', async () => {
    const { goals } = tablesOf(server.db);
    const row = goal(alice.user.id, 1);
    const partial: Record<string, unknown> = { ...row, id: uuidv7() };
    delete partial.currentValue;
    await writeTransaction(server.db, async (tx) => {
      expect(await insertRows(tx, goals, [row, partial])).toBeNull();
    });
    const ids = [row.id, partial.id as string];
    expect(await server.db.select().from(goals).where(inArray(goals.id, ids))).toEqual([]);
  });

  // A named statement soon runs with PostgreSQL's generic plan. For `where mutation_id = any($1)
  // and user_id = $2` that plan matched all the member's processed mutations by user_id and
  // filtered them: a push's replay check grew with the member's history.
  it.runIf(server.engine === 'postgres')(
    'looks each value up in the index, not among all the member’s rows, under the generic plan',
    async () => {
      const { processedMutations } = tablesOf(server.db);
      const history = Array.from({ length: 150 }, (_, index) => ({
        userId: alice.user.id,
        mutationId: uuidv7(),
        code: 200,
        error: null,
        field: null,
        result: null,
        createdAt: new Date(Date.UTC(2026, 2, 1, 0, index)).toISOString(),
      }));
      await server.db.insert(processedMutations).values(history);
      await server.db.execute(sql`analyze processed_mutations`);
      const wanted = [history[3]!.mutationId, uuidv7()];
      await writeTransaction(server.db, async (tx) => {
        const client = postgresClientOf(tx)!;
        await client.query('set local plan_cache_mode = force_generic_plan');
        const found = await selectRowsIn<{ mutationId: string }>(
          tx,
          processedMutations,
          'mutationId',
          wanted,
          alice.user.id,
        );
        expect(found!.map((row) => row.mutationId)).toEqual([wanted[0]]);
        const { rows } = await client.query<{ name: string }>(
          `select name from pg_prepared_statements where statement like '%"processed_mutations"%'`,
        );
        expect(rows).toHaveLength(1);
        const plan = await client.query(
          `explain (analyze, format json) execute ${rows[0]!.name}(` +
            `array[${wanted.map((id) => client.escapeLiteral(id)).join(', ')}], ` +
            `${client.escapeLiteral(alice.user.id)})`,
        );
        const nodes: Record<string, unknown>[] = [];
        const walk = (node: Record<string, unknown>) => {
          nodes.push(node);
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? [])
            walk(child);
        };
        walk(
          (plan.rows[0] as { 'QUERY PLAN': [{ Plan: Record<string, unknown> }] })['QUERY PLAN'][0]
            .Plan,
        );
        const scannedAndDropped = nodes.reduce(
          (sum, node) => sum + Number(node['Rows Removed by Filter'] ?? 0),
          0,
        );
        expect(scannedAndDropped).toBe(0);
      });
    },
  );
});
