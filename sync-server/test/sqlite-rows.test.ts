/**
 * readSqliteRows (db/sqlite-rows.ts) must shape and decode a prepared select's rows exactly as
 * drizzle's own `all()` does: nested objects of a join, booleans, SQL fields with their own decoder,
 * nulls. On PostgreSQL prepared selects run through drizzle; there the test only checks that
 * runPrepared still answers the same rows.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { engineOf, runPrepared, tablesOf } from '../src/db/dialect';
import { readSqliteRows } from '../src/db/sqlite-rows';
import type { Db } from '../src/db/types';
import { createTestServer, expectJson, signUp } from './helpers';
import { z } from 'zod';

const server = await createTestServer();
const db = server.db as unknown as Db;
const member = await signUp(server, { name: 'Gina Goals' });
for (const [title, isActive] of [
  ['Walk daily', true],
  ['Read Psalms', false],
] as const) {
  server.clock.advance(1000);
  const made = await server.call('POST', '/api/goals', {
    cookie: member.cookie,
    body: { id: uuidv7(), title, targetValue: 10, category: 'mindfulness' },
  });
  const { id } = expectJson(made, 201, z.object({ id: z.string() }));
  if (!isActive) {
    await server.call('PATCH', `/api/goals/${id}`, {
      cookie: member.cookie,
      body: { isActive: false },
    });
  }
}

/** A join (nested objects), a boolean column, a null, and SQL fields with and without a decoder. */
function sessionsAndGoals(db: Db, name: string) {
  const { sessions, users, goals } = tablesOf(db);
  return db
    .select({
      session: sessions,
      user: users,
      goalTitle: goals.title,
      goalActive: goals.isActive,
      description: goals.description,
      doubled: sql`${goals.targetValue} * 2`.mapWith(String),
      plain: sql<number>`1`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(goals, eq(goals.userId, users.id))
    .where(eq(users.id, sql.placeholder('memberId')))
    .orderBy(goals.title)
    .prepare(name);
}

describe('prepared selects read as arrays on SQLite', () => {
  it('gives the same rows as drizzle’s own read, to the byte', async () => {
    const expected = await sessionsAndGoals(db, 'rowsTestDrizzle').execute({
      memberId: member.user.id,
    });
    expect(expected).toHaveLength(2);
    expect(expected.map((row) => row.goalActive)).toEqual([false, true]);
    expect(expected[0]!.description).toBeNull();
    expect(typeof expected[0]!.doubled).toBe('string');
    expect(typeof expected[0]!.user.isAdmin).toBe('boolean');
    const viaRunPrepared = await runPrepared(
      db,
      'rowsTest',
      (db) => sessionsAndGoals(db, 'rowsTest'),
      {
        memberId: member.user.id,
      },
    );
    expect(JSON.stringify(viaRunPrepared)).toBe(JSON.stringify(expected));
    if (engineOf(db) !== 'sqlite') return;
    const prepared = sessionsAndGoals(db, 'rowsTestDirect');
    for (let i = 0; i < 2; i++) {
      const read = readSqliteRows(prepared, { memberId: member.user.id });
      expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
      expect(read).toEqual(expected);
    }
  });

  it.runIf(engineOf(db) === 'sqlite')(
    'leaves to drizzle what it does not read: a join that may be null, a write (SQLite)',
    () => {
      const { users, goals } = tablesOf(db);
      const leftJoin = db
        .select({ name: users.name, title: goals.title })
        .from(users)
        .leftJoin(goals, eq(goals.userId, users.id))
        .prepare('rowsTestLeftJoin');
      expect(readSqliteRows(leftJoin, {})).toBeUndefined();
      const write = db
        .update(users)
        .set({ name: 'Gina' })
        .where(eq(users.id, member.user.id))
        .prepare('rowsTestWrite');
      expect(readSqliteRows(write, {})).toBeUndefined();
    },
  );
});
