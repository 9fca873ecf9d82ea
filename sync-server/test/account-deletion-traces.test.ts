import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deleteAccountResponseSchema, resetLinkSchema, uuidv7 } from '@selah/shared';
import { accountKey } from '../src/security/auth-limits';
import { createTestServer, expectJson, signUp, type Member } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { call, clock, rows, engine } = server;
const { pushOk, pullAll } = syncClient(server);
const mutation = mutationFactory();
const admin = await signUp(server, { name: 'Ada Admin' }); // the first account is the admin

/** Every column of every table, from the engine's own catalog: a table added later is scanned too. */
async function everyColumn(): Promise<{ table: string; column: string }[]> {
  return engine === 'sqlite'
    ? rows<{ table: string; column: string }>(
        `select m.name as "table", p.name as "column"
           from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table'`,
      )
    : rows<{ table: string; column: string }>(
        `select c.table_schema || '"."' || c.table_name as "table", c.column_name as "column"
           from information_schema.columns c
           join information_schema.tables t
             on t.table_schema = c.table_schema and t.table_name = c.table_name
          where t.table_type = 'BASE TABLE'
            and c.table_schema not in ('pg_catalog', 'information_schema')`,
      );
}

/** Where any of the texts still appears, as `table.column: text`. */
async function tracesOf(texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await everyColumn()) {
    const value = `cast("${column}" as text)`;
    const contains =
      engine === 'sqlite'
        ? `instr(lower(${value}), lower(?)) > 0`
        : `strpos(lower(${value}), lower(?)) > 0`;
    for (const text of texts) {
      const [row] = await rows<{ n: number }>(
        `select count(*) as n from "${table}" where ${contains}`,
        text,
      );
      if (Number(row?.n) > 0) found.push(`${table}.${column}: ${text}`);
    }
  }
  return found;
}

/** The SQLite file's bytes once the WAL has been folded in and emptied. */
function fileBytes(): Buffer {
  const location = server.database.location;
  if (location.engine !== 'sqlite') throw new Error('Only SQLite has a file to read');
  return readFileSync(location.file);
}

/**
 * Folds the WAL into the file and empties it. The server's checkpoint thread (decision 038) may be
 * checkpointing at that moment, which SQLite answers with busy: try again once it has finished.
 */
async function checkpoint(): Promise<void> {
  for (;;) {
    const [result] = await rows<{ busy: number }>('pragma wal_checkpoint(TRUNCATE)');
    if (result?.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function withKey(
  member: Member,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await call(method, path, {
    cookie: member.cookie,
    headers: { 'Idempotency-Key': uuidv7() },
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, response.text).toBeLessThan(300);
  return response.body;
}

describe('a deleted account', () => {
  // It scans every column of every table for each text, so it grows with the schema.
  it(
    'leaves no trace of the member in any table of the database',
    { timeout: 30_000 },
    async () => {
      const unique = `Quillon-${Math.random().toString(36).slice(2, 10)}`;
      const member = await signUp(server, { name: `Tilly ${unique}N` });
      const other = await signUp(server, { name: 'Staying Sam' });
      const when = at(clock.now());

      // Their own rows, in every table that can hold them.
      const othersPost = uuidv7();
      await pushOk(other.cookie, [
        mutation('post.create', { id: othersPost, content: 'Hello all', createdAt: when }),
      ]);
      const theirPost = uuidv7();
      const goal = uuidv7();
      await pushOk(member.cookie, [
        mutation('mood.create', { id: uuidv7(), mood: 'good', date: when, notes: `${unique} m` }),
        mutation('goal.create', {
          id: goal,
          title: `${unique} g`,
          targetValue: 3,
          createdAt: when,
        }),
        mutation('goal.progress', { id: goal, delta: 1 }),
        mutation('journal.create', {
          id: uuidv7(),
          title: 'Private',
          content: `Only mine: ${unique}`,
          createdAt: when,
        }),
        mutation('meditation.create', {
          id: uuidv7(),
          duration: 5,
          sessionType: 'breathing',
          completedAt: when,
        }),
        mutation('privateSession.create', {
          id: uuidv7(),
          title: `${unique} s`,
          sessionType: 'coaching',
          createdAt: when,
        }),
        mutation('motivation.create', {
          id: uuidv7(),
          message: `${unique} x`,
          type: 'custom',
          createdAt: when,
        }),
        mutation('feedFilter.create', {
          id: uuidv7(),
          kind: 'author',
          targetId: other.user.id,
          createdAt: when,
        }),
        mutation('favorite.create', { id: uuidv7(), contentId: uuidv7(), createdAt: when }),
        mutation('post.create', { id: theirPost, content: `Shared: ${unique}`, createdAt: when }),
        mutation('post.like', { id: othersPost }),
        mutation('post.report', { id: othersPost, reason: 'other', note: `${unique} r` }),
      ]);
      // A deleted post of theirs leaves a tombstone with their id.
      const gone = uuidv7();
      await pushOk(member.cookie, [
        mutation('journal.create', { id: gone, title: 'T', content: 'C', createdAt: when }),
        mutation('journal.delete', { id: gone }),
      ]);
      // An Idempotency-Key record of their own, holding their text.
      await withKey(member, 'POST', '/api/journal-entries', {
        title: 'Keyed',
        content: `Keyed: ${unique}`,
      });
      // A failed sign-in (an attempt row, by the email's hash) and a reset link.
      expect(
        (
          await call('POST', '/api/login', {
            body: { email: member.user.email, password: 'not the password' },
          })
        ).status,
      ).toBe(401);
      expectJson(
        await call('POST', `/api/admin/users/${member.user.id}/reset-link`, {
          cookie: admin.cookie,
        }),
        200,
        resetLinkSchema,
      );

      // A daily reminder, a browser it reaches (its endpoint is traceable) and a day's claim.
      await withKey(member, 'POST', '/api/push/subscriptions', {
        endpoint: `https://fcm.googleapis.com/fcm/send/${unique}`,
        keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'secret16bytes' },
      });
      await withKey(member, 'PUT', '/api/reminders', {
        enabled: true,
        time: '08:00',
        days: [1],
        timeZone: 'UTC',
      });
      await rows(
        `insert into reminder_claims (user_id, local_day, state, lease_until, claimed_at)
       values (?, 20000, 'sent', 0, ?)`,
        member.user.id,
        when,
      );

      // Other members' rows that name them.
      const muteOfThem = uuidv7();
      const muteOfTheirPost = uuidv7();
      await pushOk(other.cookie, [
        mutation('feedFilter.create', {
          id: muteOfThem,
          kind: 'author',
          targetId: member.user.id,
          createdAt: when,
        }),
        mutation('feedFilter.create', {
          id: muteOfTheirPost,
          kind: 'post',
          targetId: theirPost,
          createdAt: when,
        }),
      ]);
      // Their post with their name, in another member's replayable answers.
      await withKey(other, 'POST', `/api/community-posts/${theirPost}/like`);
      await withKey(other, 'POST', `/api/community-posts/${theirPost}/report`, { reason: 'spam' });
      await pushOk(other.cookie, [mutation('post.unlike', { id: theirPost })]);
      await pushOk(other.cookie, [mutation('post.like', { id: theirPost })]);
      // Their account (email included) in an admin's replayable answer.
      await withKey(admin, 'PUT', `/api/admin/users/${member.user.id}/role`, { isAdmin: false });
      // Another member's record that does not name them stays.
      await withKey(other, 'POST', '/api/journal-entries', { title: 'Mine', content: 'Sam only' });
      const { cursor } = await pullAll(other.cookie);

      const needles = [member.user.id, member.user.email, member.user.name, member.user.username];
      const before = await tracesOf([...needles, unique]);
      expect(before.some((trace) => trace.includes('processed_mutations.'))).toBe(true);
      expect(before.some((trace) => trace.includes('auth_attempts.'))).toBe(false); // hashed
      const attemptsBefore = await rows<{ n: number }>(
        'select count(*) as n from auth_attempts where account = ?',
        accountKey(member.user.email),
      );
      expect(Number(attemptsBefore[0]?.n)).toBe(1);
      if (engine === 'sqlite') {
        await checkpoint();
        expect(fileBytes().includes(`Only mine: ${unique}`)).toBe(true);
      }

      expectJson(
        await call('DELETE', '/api/me', {
          cookie: member.cookie,
          headers: { 'Idempotency-Key': uuidv7() },
          body: { password: member.password },
        }),
        200,
        deleteAccountResponseSchema,
      );

      expect(await tracesOf([...needles, unique])).toEqual([]);
      const attempts = await rows<{ n: number }>(
        'select count(*) as n from auth_attempts where account = ?',
        accountKey(member.user.email),
      );
      expect(Number(attempts[0]?.n)).toBe(0);
      // The other member's record that never named them is kept; their mutes left their devices.
      const kept = await rows<{ n: number }>(
        'select count(*) as n from processed_mutations where user_id = ?',
        other.user.id,
      );
      expect(Number(kept[0]?.n)).toBeGreaterThan(0);
      const { changes } = await pullAll(other.cookie, cursor);
      for (const id of [muteOfThem, muteOfTheirPost]) {
        expect(changes).toContainEqual(expect.objectContaining({ op: 'delete', id }));
      }

      if (engine === 'sqlite') {
        await checkpoint();
        const bytes = fileBytes();
        for (const text of [...needles, unique]) expect(bytes.includes(text), text).toBe(false);
      }
    },
  );
});
