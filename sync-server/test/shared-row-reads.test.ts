/**
 * The shared rows' readers (shared-rows.ts) against the way they were first written: drizzle's
 * mapped read, then a copy with keys deleted. The answers must stay the same to the byte, key order
 * included, on a page with likes, reports, hidden rows, filtered-out posts and anonymous rows.
 */
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entityOf, marksOf, uuidv7, type SharedTable } from '@selah/shared';
import { engineOf } from '../src/db/dialect';
import type { Db } from '../src/db/types';
import {
  readSharedValues,
  selectShared,
  toSharedRow,
  type SqliteSharedQuery,
} from '../src/sync/shared-rows';
import { sharedTable } from '../src/sync/tables';
import { createTestServer, expectJson, HOUR, signUp, type Member } from './helpers';
import { z } from 'zod';

const server = await createTestServer({
  writeQuotas: { posts: { max: 1_000, windowMs: HOUR } },
});
const { call, clock } = server;
const db = server.db as unknown as Db;

/** toSharedRow as it was first written: the reference the one-pass readers must match. */
function referenceRow(table: SharedTable, selected: Record<string, unknown>, readerId: string) {
  const { authorName, ...stored } = selected;
  const row: Record<string, unknown> = { ...stored };
  for (const key of ['version', 'hiddenAt', 'hiddenBy']) delete row[key];
  row.author = { name: authorName };
  for (const { flag } of marksOf(table))
    row[flag] = selected[flag] === 1 || selected[flag] === true;
  const anonymousFlag = entityOf(table).anonymousFlag;
  const anonymous =
    anonymousFlag !== null && (row[anonymousFlag] === true || row[anonymousFlag] === 1);
  if (anonymous && row.userId !== readerId) {
    row.userId = null;
    row.author = null;
  }
  return row;
}

/** Every visible row of `table`, newest first, as drizzle maps them. */
function newestFirst(table: SharedTable, readerId: string) {
  const rows = sharedTable(db, table);
  return selectShared(db, table, readerId).orderBy(desc(rows.createdAt), desc(rows.id));
}

async function post(member: Member, content: string): Promise<string> {
  const id = uuidv7(clock.now().getTime());
  clock.advance(1000);
  expect(
    (await call('POST', '/api/community-posts', { cookie: member.cookie, body: { id, content } }))
      .status,
  ).toBe(201);
  return id;
}

async function ask(member: Member, content: string, isAnonymous: boolean): Promise<string> {
  clock.advance(1000);
  const asked = await call('POST', '/api/prayer-requests', {
    cookie: member.cookie,
    body: { content, isAnonymous },
  });
  return expectJson(asked, 201, z.object({ id: z.string() })).id;
}

const admin = await signUp(server, { name: 'Ada Admin' });
const author = await signUp(server, { name: 'Anna "Quoted" \\ Author' });
const muted = await signUp(server, { name: 'Mo Muted' });
const reader = await signUp(server, { name: 'Rita Reader' });

const liked = await post(author, 'Liked by the reader\nwith a line break');
const reported = await post(author, 'Reported by the reader');
const hiddenByAdmin = await post(author, 'Hidden by an admin');
const hiddenByReader = await post(author, 'Hidden by the reader alone');
await post(muted, 'From an author the reader muted');
await post(reader, 'The reader’s own, liked by the author 🙏');
const plain = await post(muted, 'Only liked by someone else');
await call('POST', `/api/community-posts/${liked}/like`, { cookie: reader.cookie });
await call('POST', `/api/community-posts/${plain}/like`, { cookie: author.cookie });
await call('POST', `/api/community-posts/${reported}/report`, {
  cookie: reader.cookie,
  body: { reason: 'spam' },
});
await call('POST', `/api/admin/community-posts/${hiddenByAdmin}/hide`, { cookie: admin.cookie });
for (const [kind, targetId] of [
  ['post', hiddenByReader],
  ['author', muted.user.id],
] as const) {
  clock.advance(1000);
  await call('POST', '/api/feed-filters', { cookie: reader.cookie, body: { kind, targetId } });
}

const anonymous = await ask(author, 'Please pray, quietly', true);
await ask(reader, 'My own, anonymous', true);
await ask(author, 'Named, and prayed for', false);
const hiddenRequest = await ask(muted, 'Hidden request', false);
await call('POST', `/api/prayer-requests/${anonymous}/pray`, { cookie: reader.cookie });
await call('POST', `/api/prayer-requests/${anonymous}/report`, {
  cookie: reader.cookie,
  body: { reason: 'other' },
});
await call('POST', `/api/admin/prayer-requests/${hiddenRequest}/hide`, { cookie: admin.cookie });

describe('shared rows as a member reads them', () => {
  it.each(['communityPosts', 'prayerRequests'] as const)(
    'builds each %s row as before, to the byte',
    async (table) => {
      const selected = (await newestFirst(table, reader.user.id)) as Record<string, unknown>[];
      expect(selected.length).toBeGreaterThanOrEqual(3);
      const expected = JSON.stringify(
        selected.map((row) => referenceRow(table, row, reader.user.id)),
      );
      const built = JSON.stringify(selected.map((row) => toSharedRow(table, row, reader.user.id)));
      expect(built).toBe(expected);
      // The page covers what the one-pass code branches on.
      const rows = JSON.parse(built) as Record<string, unknown>[];
      expect(rows.some((row) => Object.values(row).includes(true))).toBe(true);
      if (table === 'prayerRequests') {
        expect(rows.filter((row) => row.isAnonymous === true && row.author === null)).toHaveLength(
          1,
        );
        expect(rows.filter((row) => row.isAnonymous === true && row.author !== null)).toHaveLength(
          1,
        );
      }
    },
  );

  // PostgreSQL reads through drizzle (toSharedRow), so this is SQLite's alone.
  it.runIf(engineOf(db) === 'sqlite').each(['communityPosts', 'prayerRequests'] as const)(
    'reads %s from the statement’s arrays as drizzle’s mapped read does (SQLite)',
    async (table) => {
      for (const member of [reader, author, admin]) {
        const query = newestFirst(table, member.user.id).prepare(
          `${table}Test`,
        ) as unknown as SqliteSharedQuery;
        const selected = (await newestFirst(table, member.user.id)) as Record<string, unknown>[];
        const expected = selected.map((row) => referenceRow(table, row, member.user.id));
        const read = readSharedValues(table, query, {}, member.user.id);
        expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
        // Twice through the same statement: its plan is made once and kept.
        expect(JSON.stringify(readSharedValues(table, query, {}, member.user.id))).toBe(
          JSON.stringify(expected),
        );
      }
    },
  );

  it('answers the feed with the same text as before, less what the reader filtered out', async () => {
    const selected = (await newestFirst('communityPosts', reader.user.id)) as Record<
      string,
      unknown
    >[];
    const expected = selected
      .filter((row) => row.id !== hiddenByReader && row.userId !== muted.user.id)
      .map((row) => referenceRow('communityPosts', row, reader.user.id));
    for (const path of ['/api/community-posts', '/api/community-posts?limit=2']) {
      const answer = await call('GET', path, { cookie: reader.cookie });
      expect(answer.status).toBe(200);
      const limit = path.endsWith('=2') ? 2 : expected.length;
      expect(answer.text).toBe(JSON.stringify(expected.slice(0, limit)));
    }
    const ids = expected.map((row) => row.id);
    expect(ids).toContain(liked);
    expect(ids).toContain(reported);
    expect(ids).not.toContain(hiddenByAdmin);
    const likedRow = expected.find((row) => row.id === liked)!;
    const reportedRow = expected.find((row) => row.id === reported)!;
    expect([likedRow.likedByMe, reportedRow.reportedByMe]).toEqual([true, true]);
  });
});
