/**
 * Prayer requests: anonymity in every answer a member who is not the author gets, the "I prayed"
 * count exact against a recount, the author's answer and delete, reports in the one queue with
 * posts, hiding and restoring, the quota, and the device window that keeps what a member prayed for.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ANONYMOUS_AUTHOR_LABEL,
  PRAYER_AUTHOR_ONLY_MESSAGE,
  PRAYER_BLANK_MESSAGE,
  PRAYER_TEXT_MAX,
  PRAYER_WINDOW,
  prayerRequestSchema,
  reportedPostSchema,
  uuidv7,
  type PrayerRequest,
} from '@selah/shared';
import { createTestServer, expectError, expectJson, HOUR, signUp, type Member } from './helpers';
import { applyChanges, at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer({
  writeQuotas: { prayers: { max: 1_000, windowMs: HOUR } },
});
const { call, clock, rows } = server;
const { pushOk, pullAll } = syncClient(server);
const mutation = mutationFactory();
const requests = z.array(prayerRequestSchema);

const admin = await signUp(server, { name: 'Ruth Admin' }); // the first account is the admin

async function ask(member: Member, content: string, isAnonymous = false): Promise<PrayerRequest> {
  clock.advance(1000);
  return expectJson(
    await call('POST', '/api/prayer-requests', {
      cookie: member.cookie,
      body: { content, isAnonymous },
    }),
    201,
    prayerRequestSchema,
  );
}

async function list(member: Member): Promise<PrayerRequest[]> {
  return expectJson(
    await call('GET', '/api/prayer-requests?limit=500', { cookie: member.cookie }),
    200,
    requests,
  );
}

async function seenBy(member: Member, id: string): Promise<PrayerRequest | undefined> {
  return (await list(member)).find((request) => request.id === id);
}

async function pulledBy(member: Member, id: string) {
  return applyChanges((await pullAll(member.cookie)).changes).get(`prayerRequests/${id}`);
}

const pray = (member: Member, id: string, method: 'POST' | 'DELETE' = 'POST') =>
  call(method, `/api/prayer-requests/${id}/pray`, { cookie: member.cookie });

/** Every request's kept count equals its prayer_marks rows. */
async function expectCountsExact() {
  const kept = await rows<{ id: string; prayed_count: number; marks: number }>(
    `select r.id, r.prayed_count,
       (select count(*) from prayer_marks m where m.request_id = r.id) as marks
     from prayer_requests r`,
  );
  for (const row of kept) expect(Number(row.prayed_count), row.id).toBe(Number(row.marks));
}

/** Nothing in `answer` names `member`: no id, name or username. */
function expectNoTrace(answer: unknown, member: Member) {
  const text = JSON.stringify(answer);
  for (const trace of [member.user.id, member.user.name, member.user.username]) {
    expect(text).not.toContain(trace);
  }
}

describe('asking for prayer', () => {
  it('is for members only: every route answers a guest 401', async () => {
    const member = await signUp(server);
    const { id } = await ask(member, 'For my family');
    for (const [method, path, body] of [
      ['GET', '/api/prayer-requests', undefined],
      ['POST', '/api/prayer-requests', { content: 'Hello', isAnonymous: false }],
      ['POST', `/api/prayer-requests/${id}/pray`, undefined],
      ['DELETE', `/api/prayer-requests/${id}/pray`, undefined],
      ['PATCH', `/api/prayer-requests/${id}`, { answered: true }],
      ['DELETE', `/api/prayer-requests/${id}`, undefined],
      ['POST', `/api/prayer-requests/${id}/report`, { reason: 'spam' }],
    ] as const) {
      expectError(await call(method, path, body ? { body } : {}), 401, 'Please sign in');
    }
  });

  it('refuses a blank or too long request with a message naming the field', async () => {
    const member = await signUp(server);
    for (const content of ['', '   \n ']) {
      expectError(
        await call('POST', '/api/prayer-requests', {
          cookie: member.cookie,
          body: { content, isAnonymous: false },
        }),
        400,
        PRAYER_BLANK_MESSAGE,
        'content',
      );
    }
    const long = await call('POST', '/api/prayer-requests', {
      cookie: member.cookie,
      body: { content: 'a'.repeat(PRAYER_TEXT_MAX + 1), isAnonymous: false },
    });
    expect(long.status).toBe(400);
    expect((long.body as { field: string }).field).toBe('content');
    const fits = await ask(member, ` ${'a'.repeat(PRAYER_TEXT_MAX)} `);
    expect(fits.content).toHaveLength(PRAYER_TEXT_MAX);
  });

  it('answers 201 with the row, signed, with no prayers yet', async () => {
    const member = await signUp(server, { name: 'Grace Lee' });
    const request = await ask(member, '  Please pray for my mother’s surgery  ');
    expect(request).toMatchObject({
      content: 'Please pray for my mother’s surgery',
      isAnonymous: false,
      prayedCount: 0,
      prayedByMe: false,
      answeredAt: null,
      testimony: null,
      author: { name: 'Grace Lee' },
      userId: member.user.id,
    });
    const reader = await signUp(server);
    expect(await seenBy(reader, request.id)).toMatchObject({ author: { name: 'Grace Lee' } });
  });
});

describe('an anonymous request', () => {
  it('names its author to nobody else, in every answer, and to the author it is their own', async () => {
    const author = await signUp(server, { name: 'Hannah Quiet' });
    const reader = await signUp(server);
    const request = await ask(author, 'For strength this week', true);
    expect(request).toMatchObject({ author: { name: 'Hannah Quiet' }, userId: author.user.id });
    expect(await seenBy(author, request.id)).toMatchObject({ userId: author.user.id });
    expect(await pulledBy(author, request.id)).toMatchObject({ userId: author.user.id });

    const listed = await seenBy(reader, request.id);
    expect(listed).toMatchObject({ author: null, userId: null, isAnonymous: true });
    expectNoTrace(listed, author);
    expectNoTrace(await pulledBy(reader, request.id), author);
    // The answers to the reader's own writes on it name nobody either.
    const prayed = await pray(reader, request.id);
    expect(prayed.status).toBe(200);
    expectNoTrace(prayed.body, author);
    const reported = await call('POST', `/api/prayer-requests/${request.id}/report`, {
      cookie: reader.cookie,
      body: { reason: 'other' },
    });
    expect(reported.status).toBe(200);
    expectNoTrace(reported.body, author);
    const refused = await call('PATCH', `/api/prayer-requests/${request.id}`, {
      cookie: reader.cookie,
      body: { answered: true },
    });
    expectError(refused, 403, PRAYER_AUTHOR_ONLY_MESSAGE);
    // The pushed mark's recorded result names nobody either.
    const results = await pushOk(reader.cookie, [mutation('prayer.unpray', { id: request.id })]);
    expectNoTrace(results, author);

    // The admins see who wrote it, in the reports queue alone.
    const queue = expectJson(
      await call('GET', '/api/admin/reports', { cookie: admin.cookie }),
      200,
      z.array(reportedPostSchema),
    );
    const item = queue.find((reportedItem) => reportedItem.post.id === request.id);
    expect(item).toMatchObject({
      table: 'prayerRequests',
      post: { author: { id: author.user.id, name: 'Hannah Quiet' }, isAnonymous: true },
    });
    expectNoTrace(await seenBy(admin, request.id), author);
    expect(ANONYMOUS_AUTHOR_LABEL).toBe('A member of the community');
  });
});

describe('I prayed', () => {
  it('counts each member once, never says who, and stays exact through unmarks, deletes and hides', async () => {
    const author = await signUp(server);
    const first = await signUp(server);
    const second = await signUp(server);
    const { id } = await ask(author, 'For rain on our farm');

    expect((await pray(first, id)).body).toMatchObject({ prayedCount: 1, prayedByMe: true });
    expect((await pray(first, id)).body).toMatchObject({ prayedCount: 1, prayedByMe: true });
    await pushOk(second.cookie, [mutation('prayer.pray', { id }), mutation('prayer.pray', { id })]);
    expect(await seenBy(author, id)).toMatchObject({ prayedCount: 2, prayedByMe: false });
    expect(await seenBy(second, id)).toMatchObject({ prayedCount: 2, prayedByMe: true });
    const authorView = [await seenBy(author, id), await pulledBy(author, id)];
    expectNoTrace(authorView, first);
    expectNoTrace(authorView, second);
    await expectCountsExact();

    // Unmarked twice: counted off once.
    expect((await pray(first, id, 'DELETE')).body).toMatchObject({ prayedCount: 1 });
    expect((await pray(first, id, 'DELETE')).body).toMatchObject({ prayedCount: 1 });
    await expectCountsExact();

    // Hidden and restored: the count is kept.
    const hidden = await call('POST', `/api/admin/prayer-requests/${id}/hide`, {
      cookie: admin.cookie,
    });
    expect(hidden.status).toBe(200);
    expect(await seenBy(second, id)).toBeUndefined();
    expect((await pray(first, id)).status).toBe(404);
    await expectCountsExact();
    await call('POST', `/api/admin/prayer-requests/${id}/restore`, { cookie: admin.cookie });
    expect(await seenBy(second, id)).toMatchObject({ prayedCount: 1, prayedByMe: true });

    // The one who prayed leaves: their prayer comes off the count.
    const left = await call('DELETE', '/api/me', {
      cookie: second.cookie,
      body: { password: second.password },
    });
    expect(left.status, left.text).toBe(200);
    expect((left.body as { deleted: Record<string, number> }).deleted.prayers).toBe(1);
    expect(await seenBy(author, id)).toMatchObject({ prayedCount: 0 });
    await expectCountsExact();

    // A deleted request takes its marks with it.
    await pray(first, id);
    expect(
      (await call('DELETE', `/api/prayer-requests/${id}`, { cookie: author.cookie })).status,
    ).toBe(200);
    expect(await rows('select * from prayer_marks where request_id = ?', id)).toEqual([]);
    await expectCountsExact();
  });
});

describe('the author', () => {
  it('alone marks it answered, with a testimony that reaches a device that was offline', async () => {
    const author = await signUp(server);
    const friend = await signUp(server);
    const { id } = await ask(author, 'For a new job');
    await pray(friend, id);
    const offline = await pullAll(friend.cookie);

    expectError(
      await call('PATCH', `/api/prayer-requests/${id}`, {
        cookie: friend.cookie,
        body: { answered: true, testimony: 'Not mine to say' },
      }),
      403,
      PRAYER_AUTHOR_ONLY_MESSAGE,
    );
    const tooLong = await call('PATCH', `/api/prayer-requests/${id}`, {
      cookie: author.cookie,
      body: { answered: true, testimony: 'a'.repeat(PRAYER_TEXT_MAX + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as { field: string }).field).toBe('testimony');
    expect(
      (
        await call('PATCH', `/api/prayer-requests/${id}`, {
          cookie: author.cookie,
          body: { answered: false },
        })
      ).status,
    ).toBe(400);

    const answered = expectJson(
      await call('PATCH', `/api/prayer-requests/${id}`, {
        cookie: author.cookie,
        body: { answered: true, testimony: ' I start on Monday. Thank you all! ' },
      }),
      200,
      prayerRequestSchema,
    );
    expect(answered).toMatchObject({
      answeredAt: at(clock.now()),
      testimony: 'I start on Monday. Thank you all!',
    });
    // The friend's device comes back: the answer arrives with its next pull.
    const later = await pullAll(friend.cookie, offline.cursor);
    expect(applyChanges(later.changes).get(`prayerRequests/${id}`)).toMatchObject({
      answeredAt: answered.answeredAt,
      testimony: 'I start on Monday. Thank you all!',
      prayedByMe: true,
    });
  });

  it('alone deletes it, and it leaves every device', async () => {
    const author = await signUp(server);
    const reader = await signUp(server);
    const { id } = await ask(author, 'For peace at home', true);
    const { cursor } = await pullAll(reader.cookie);
    expectError(
      await call('DELETE', `/api/prayer-requests/${id}`, { cookie: reader.cookie }),
      403,
      PRAYER_AUTHOR_ONLY_MESSAGE,
    );
    expect(
      (await call('DELETE', `/api/prayer-requests/${id}`, { cookie: author.cookie })).body,
    ).toEqual({
      id,
    });
    const { changes } = await pullAll(reader.cookie, cursor);
    expect(changes).toContainEqual(expect.objectContaining({ op: 'delete', id }));
    expect(await seenBy(reader, id)).toBeUndefined();
  });
});

describe('reports', () => {
  it('share one queue with posts, newest report first, and hiding takes the request off every device', async () => {
    const author = await signUp(server);
    const reader = await signUp(server);
    const { id } = await ask(author, 'Buy my prayer course');
    clock.advance(1000);
    const post = expectJson(
      await call('POST', '/api/community-posts', {
        cookie: author.cookie,
        body: { content: 'Spam here too' },
      }),
      201,
      z.object({ id: z.string() }),
    );
    await call('POST', `/api/community-posts/${post.id}/report`, {
      cookie: reader.cookie,
      body: { reason: 'spam' },
    });
    clock.advance(1000);
    // Reported twice (another device, a retry): one report.
    for (let i = 0; i < 2; i += 1) {
      await call('POST', `/api/prayer-requests/${id}/report`, {
        cookie: reader.cookie,
        body: { reason: 'spam', note: 'An advert' },
      });
    }
    const queue = expectJson(
      await call('GET', '/api/admin/reports?limit=2', { cookie: admin.cookie }),
      200,
      z.array(reportedPostSchema),
    );
    expect(queue.map((item) => [item.table, item.post.id])).toEqual([
      ['prayerRequests', id],
      ['communityPosts', post.id],
    ]);
    expect(queue[0]!.reports).toHaveLength(1);
    expect(queue[0]!.reports[0]).toMatchObject({ reason: 'spam', note: 'An advert' });
    expect(await seenBy(reader, id)).toMatchObject({ reportedByMe: true });

    expect(
      (await call('POST', `/api/admin/prayer-requests/${id}/hide`, { cookie: reader.cookie }))
        .status,
    ).toBe(403);
    const { cursor } = await pullAll(reader.cookie);
    await call('POST', `/api/admin/prayer-requests/${id}/hide`, { cookie: admin.cookie });
    const { changes } = await pullAll(reader.cookie, cursor);
    expect(changes).toContainEqual(expect.objectContaining({ op: 'delete', id }));
    const again = expectJson(
      await call('GET', '/api/admin/reports', { cookie: admin.cookie }),
      200,
      z.array(reportedPostSchema),
    );
    expect(again.find((item) => item.post.id === id)?.hiddenAt).not.toBeNull();
  });
});

describe('the quota', () => {
  it('lets a member ask ten times an hour, then says kindly when to ask again', async () => {
    const fresh = await createTestServer();
    const member = await signUp(fresh);
    const statuses: number[] = [];
    let last: { status: number; body: unknown; headers?: unknown } | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await fresh.call('POST', '/api/prayer-requests', {
        cookie: member.cookie,
        body: { content: `Request ${i}`, isAnonymous: i % 2 === 0 },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect((last!.body as { error: string }).error).toMatch(
      /^You have shared a lot of prayer requests in the last hour\. Please wait/,
    );
  });
});

describe('the device window', () => {
  it('holds the newest requests, the member’s own and those they prayed for, not the rest', async () => {
    const author = await signUp(server);
    const prayed = await signUp(server);
    const reader = await signUp(server);
    const old = await ask(author, 'An old request');
    await pray(prayed, old.id);
    const start = clock.now().getTime();
    const newer = Array.from({ length: PRAYER_WINDOW }, (_, i) =>
      mutation('prayer.create', {
        id: uuidv7(start + (i + 1) * 1000),
        content: `Newer ${i}`,
        isAnonymous: false,
        createdAt: at(new Date(start + (i + 1) * 1000)),
      }),
    );
    clock.advance((PRAYER_WINDOW + 1) * 1000);
    await pushOk(reader.cookie, newer);
    const idsPulledBy = async (member: Member) =>
      new Set(
        (await pullAll(member.cookie)).changes
          .filter((change) => change.table === 'prayerRequests' && change.op === 'put')
          .map((change) => change.id),
      );
    expect((await idsPulledBy(prayed)).has(old.id)).toBe(true);
    expect((await idsPulledBy(author)).has(old.id)).toBe(true);
    const other = await signUp(server);
    const pulled = await idsPulledBy(other);
    expect(pulled.has(old.id)).toBe(false);
    expect(pulled.size).toBe(PRAYER_WINDOW);
  });
});
