/**
 * No input is a 500: text a database cannot store (U+0000, a lone surrogate) is refused as a 400
 * naming the field on every route and in every pushed mutation, and a value that still reaches
 * PostgreSQL and fails as a data exception is the request's 400 (or the mutation's rejection).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MUTATION_ARGS,
  MUTATION_EFFECTS,
  idSchema,
  type MutationEffect,
  type MutationResult,
} from '@selah/shared';
import { Hono } from 'hono';
import { isDataException } from '../src/db/data-errors';
import { createErrorHandler } from '../src/http/errors';
import { createTestServer, expectError, signUp } from './helpers';
import { mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { call, rows, engine } = server;
const { pushOk } = syncClient(server);
const mutation = mutationFactory();

const admin = await signUp(server, { name: 'Ada Admin' });
const when = new Date('2026-03-04T12:00:00.000Z').toISOString();

describe.each([
  ['U+0000', 'Kept\u0000text'],
  ['a lone surrogate', 'Kept\ud800text'],
])('text with %s', (_what, bad) => {
  it('is refused at signup, naming the field', async () => {
    const response = await call('POST', '/api/signup', {
      body: {
        username: `nul_${Math.random().toString(36).slice(2, 8)}`,
        email: `nul_${Math.random().toString(36).slice(2, 8)}@example.org`,
        password: 'correct horse',
        confirmPassword: 'correct horse',
        name: bad,
      },
    });
    expectError(response, 400, 'Name contains a character that can’t be saved', 'name');
  });

  it('is refused by PATCH /api/me and the name stays', async () => {
    const member = await signUp(server, { name: 'Ruth' });
    expectError(
      await call('PATCH', '/api/me', { cookie: member.cookie, body: { name: bad } }),
      400,
      'Name contains a character that can’t be saved',
      'name',
    );
    const me = await call('GET', '/api/me', { cookie: member.cookie });
    expect((me.body as { user: { name: string } }).user.name).toBe('Ruth');
  });

  it('is refused in a journal entry', async () => {
    const member = await signUp(server);
    expectError(
      await call('POST', '/api/journal-entries', {
        cookie: member.cookie,
        body: { title: 'Morning', content: bad },
      }),
      400,
      'Content contains a character that can’t be saved',
      'content',
    );
    expect(await rows('select id from journal_entries where user_id = ?', member.user.id)).toEqual(
      [],
    );
  });

  it('in one pushed mutation rejects that one only: the batch around it is applied', async () => {
    const member = await signUp(server);
    const batch = [
      mutation('mood.create', { id: crypto.randomUUID(), mood: 'good', date: when }),
      mutation('journal.create', {
        id: crypto.randomUUID(),
        title: 'Evening',
        content: bad,
        createdAt: when,
      }),
      mutation('mood.create', { id: crypto.randomUUID(), mood: 'okay', date: when }),
    ];
    const results = await pushOk(member.cookie, batch);
    expect(results.map((result) => result.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(results[1]).toMatchObject({
      code: 400,
      error: 'Content contains a character that can’t be saved',
      field: 'content',
    });
    // A replay answers the same: the rejection was recorded.
    expect((await pushOk(member.cookie, batch)).map((result) => result.status)).toEqual([
      'applied',
      'rejected',
      'applied',
    ]);
    expect(
      await rows('select id from mood_entries where user_id = ?', member.user.id),
    ).toHaveLength(2);
  });

  it('is refused in an admin resource and its image URL', async () => {
    expectError(
      await call('POST', '/api/inspirational-content', {
        cookie: admin.cookie,
        body: { title: bad, content: 'Be still' },
      }),
      400,
      'Title contains a character that can’t be saved',
      'title',
    );
  });
});

describe('names', () => {
  it('need a visible character and carry no text direction controls', async () => {
    const member = await signUp(server, { name: 'Naomi' });
    const rename = (name: string) =>
      call('PATCH', '/api/me', { cookie: member.cookie, body: { name } });
    expectError(
      await rename('\u200b\u200d'),
      400,
      'Name needs at least one visible character',
      'name',
    );
    expectError(
      await rename('Naomi\u202egpj.exe'),
      400,
      'Name can’t contain text direction characters',
      'name',
    );
    expect((await rename('נעמי')).status).toBe(200);
  });
});

describe('admin image URLs', () => {
  it.each(['/\\evil.example/x.png', '//evil.example/x.png', '/\\\\x'])(
    'refuse %s, which a browser loads from another host',
    async (imageUrl) => {
      const response = await call('POST', '/api/inspirational-content', {
        cookie: admin.cookie,
        body: { title: 'Psalm 46', content: 'Be still', imageUrl },
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ field: 'imageUrl' });
    },
  );

  it('accept a path on this site', async () => {
    const response = await call('POST', '/api/inspirational-content', {
      cookie: admin.cookie,
      body: { title: 'Psalm 23', content: 'He restores', imageUrl: '/images/a.png' },
    });
    expect(response.status, response.text).toBe(201);
  });
});

/**
 * The net behind the schemas: a mutation this test registers takes any text and writes it to a
 * journal title, so the value reaches the database unchecked.
 */
describe('a value the database itself refuses', () => {
  const NAME = 'journal.setTitleUnchecked';
  const effects = MUTATION_EFFECTS as unknown as Record<string, MutationEffect>;
  const argsSchemas = MUTATION_ARGS as unknown as Record<string, z.ZodType>;
  beforeAll(() => {
    effects[NAME] = {
      kind: 'change',
      table: 'journalEntries',
      change: (row: Record<string, unknown>, args: { title: string }) => ({
        ...row,
        title: args.title,
      }),
      label: () => 'Renaming an entry',
    } as unknown as MutationEffect;
    argsSchemas[NAME] = z.object({ id: idSchema, title: z.string() });
  });
  afterAll(() => {
    delete effects[NAME];
    delete argsSchemas[NAME];
  });

  it('rejects that mutation with a 400 and applies the rest of the batch', async () => {
    const member = await signUp(server);
    const entryId = crypto.randomUUID();
    const batch = [
      mutation('journal.create', { id: entryId, title: 'Dawn', content: 'Quiet', createdAt: when }),
      {
        ...mutation('mood.delete', { id: entryId }),
        name: NAME,
        args: { id: entryId, title: 'a\u0000b' },
      },
      mutation('mood.create', { id: crypto.randomUUID(), mood: 'okay', date: when }),
    ];
    const results = (await pushOk(member.cookie, batch)) as MutationResult[];
    expect(results[0]!.status).toBe('applied');
    expect(results[2]!.status).toBe('applied');
    if (engine === 'postgres') {
      // PostgreSQL cannot store U+0000 in text: 22021, the mutation's fault, recorded as such.
      expect(results[1]).toMatchObject({
        status: 'rejected',
        code: 400,
        error: 'A value in this request can’t be saved',
      });
      const title = await rows<{ title: string }>(
        'select title from journal_entries where id = ?',
        entryId,
      );
      expect(title).toEqual([{ title: 'Dawn' }]);
    } else {
      // SQLite keeps any text; the schemas are what refuse it there.
      expect(results[1]!.status).toBe('applied');
    }
  });

  it('is a 400 without details, never a 500, when a request meets it', async () => {
    // A real data exception from the engine, answered by the app's error handler.
    const thrown = await rows("select ? || '' as t", 'a\u0000b').then(
      () => null,
      (error: unknown) => error,
    );
    if (engine === 'sqlite') {
      expect(thrown).toBeNull();
      return;
    }
    expect(isDataException(thrown)).toBe(true);
    const reported: unknown[] = [];
    const app = new Hono();
    app.get('/fails', () => {
      throw thrown;
    });
    app.onError(createErrorHandler((error) => reported.push(error)));
    const response = await app.request('/fails');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'A value in this request can’t be saved' });
    expect(reported).toEqual([]);
  });
});
