/**
 * The reads every hot GET runs are written twice: in SQLite's SQL, read by statements kept on the
 * connection (keptSqliteStatement), and as drizzle queries for PostgreSQL. Both engines run these
 * tests, so each answer is checked against what the general-purpose reads say on either engine.
 */
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { keptSqliteStatement, sqliteConnectionOf } from '../src/db/dialect';
import type { Db } from '../src/db/types';
import { listGoalProgress, listGoals } from '../src/services/goals';
import { resolveCaller, resolveSession } from '../src/services/session-lookup';
import { createTestServer, HOUR, sessionCookieFrom, signUp } from './helpers';

const server = await createTestServer();
const db = server.db as unknown as Db;

describe('the reads of the hot GETs', () => {
  it("give every goal's progress fields as the goals list has them, booleans included", async () => {
    const member = await signUp(server, { name: 'Greta Goals' });
    const cookie = member.cookie;
    for (const [targetValue, currentValue, isActive] of [
      [3, 3, true],
      [5, 1, true],
      [2, 2, false],
      [4, 0, false],
    ] as const) {
      const id = uuidv7();
      await server.call('POST', '/api/goals', { cookie, body: { id, title: 'Goal', targetValue } });
      const progress = `/api/goals/${id}/progress`;
      await server.call('PATCH', progress, { cookie, body: { currentValue } });
      if (!isActive) await server.call('PATCH', `/api/goals/${id}`, { cookie, body: { isActive } });
    }
    const byFields = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    const progress = await listGoalProgress(db, member.user.id);
    const expected = (await listGoals(db, member.user.id)).map(
      ({ isActive, currentValue, targetValue }) => ({ isActive, currentValue, targetValue }),
    );
    expect(expected.filter((goal) => goal.isActive)).toHaveLength(2);
    expect([...progress].sort(byFields)).toEqual([...expected].sort(byFields));
    expect(await listGoalProgress(db, uuidv7())).toEqual([]);
  });

  it('find the caller as the full session lookup does, and slide the same session alike', async () => {
    const member = await signUp(server, { name: 'Cal Caller' });
    // Signed in again with a time zone, so the zone read back is the member's, not a default.
    const login = await server.call('POST', '/api/login', {
      body: { email: member.user.email, password: member.password, timeZone: 'Pacific/Auckland' },
    });
    const token = sessionCookieFrom(login).split('=')[1]!;
    const now = server.clock.now();
    const full = await resolveSession(db, token, now);
    const caller = await resolveCaller(db, token, now);
    expect(full!.user.timeZone).toBe('Pacific/Auckland');
    expect(caller?.user).toMatchObject({ id: member.user.id, timeZone: 'Pacific/Auckland' });
    expect(caller?.extendedUntil).toEqual(full!.extendedUntil);
    // Two hours on, the first lookup slides the session; the second finds it slid.
    const later = new Date(now.getTime() + 2 * HOUR);
    const slid = await resolveCaller(db, token, later);
    expect(slid?.extendedUntil).toBeInstanceOf(Date);
    expect(await resolveSession(db, token, later)).toMatchObject({ extendedUntil: null });
    expect(await resolveCaller(db, 'no-such-token', later)).toBeNull();
  });

  // PostgreSQL keeps no statements of its own here: its reads are drizzle's prepared queries.
  it.runIf(server.engine === 'sqlite')(
    'keep a SQLite statement in its mode, whoever else prepares the same SQL',
    () => {
      const source = 'select 7 as seven, 8 as eight';
      const plucked = keptSqliteStatement(db, source, 'pluck');
      expect(plucked.get()).toBe(7);
      // The connection's statement cache hands out its own statement and resets its mode.
      expect(sqliteConnectionOf(db).prepare(source).get()).toEqual({ seven: 7, eight: 8 });
      expect(keptSqliteStatement(db, source, 'pluck')).toBe(plucked);
      expect(plucked.get()).toBe(7);
    },
  );
});
