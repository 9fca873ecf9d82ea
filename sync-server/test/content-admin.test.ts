import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTENT_MISSING_FIELDS,
  favoriteSchema,
  inspirationalContentSchema,
  uuidv7,
} from '@selah/shared';
import { createTestServer, expectError, expectJson, signUp, type Member } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { call, clock } = server;
const { pushOk, pullAll } = syncClient(server);
const mutation = mutationFactory();

const admin = await signUp(server, { name: 'Ruth Admin' }); // the first account is the admin
const alice = await signUp(server, { name: 'Alice' });
const bob = await signUp(server, { name: 'Bob' });

const favorites = z.array(favoriteSchema);

async function addContent(title = 'Hope'): Promise<string> {
  const created = expectJson(
    await call('POST', '/api/inspirational-content', {
      cookie: admin.cookie,
      body: { title, content: 'Hope anchors the soul.', author: 'Anon', imageUrl: '' },
    }),
    201,
    inspirationalContentSchema,
  );
  return created.id;
}

async function listContent() {
  return expectJson(
    await call('GET', '/api/inspirational-content?limit=500'),
    200,
    z.array(inspirationalContentSchema),
  );
}

async function favoritesOf(member: Member) {
  return expectJson(await call('GET', '/api/favorites', { cookie: member.cookie }), 200, favorites);
}

describe('admins edit and delete content', () => {
  it('an admin changes only the fields given; members are refused', async () => {
    const id = await addContent();
    const refused = await call('PATCH', `/api/inspirational-content/${id}`, {
      cookie: alice.cookie,
      body: { title: 'Mine now' },
    });
    expect(refused.status).toBe(403);

    const updated = expectJson(
      await call('PATCH', `/api/inspirational-content/${id}`, {
        cookie: admin.cookie,
        body: { title: '  Steadfast hope ', author: '', category: 'devotion' },
      }),
      200,
      inspirationalContentSchema,
    );
    expect(updated).toMatchObject({
      id,
      title: 'Steadfast hope',
      content: 'Hope anchors the soul.',
      author: null,
      category: 'devotion',
    });
    expect((await listContent()).find((row) => row.id === id)).toEqual(updated);

    expectError(
      await call('PATCH', `/api/inspirational-content/${id}`, {
        cookie: admin.cookie,
        body: { title: ' ' },
      }),
      400,
      CONTENT_MISSING_FIELDS.description,
    );
    const missing = await call('PATCH', `/api/inspirational-content/${uuidv7()}`, {
      cookie: admin.cookie,
      body: { title: 'Nothing here' },
    });
    expect(missing.status).toBe(404);
  });

  it('an admin deletes content for every device; members (and pushes by members) are refused', async () => {
    const id = await addContent('To go');
    const { cursor } = await pullAll(bob.cookie);

    expect(
      (await call('DELETE', `/api/inspirational-content/${id}`, { cookie: bob.cookie })).status,
    ).toBe(403);
    const [pushed] = await pushOk(bob.cookie, [mutation('content.delete', { id })]);
    expect(pushed).toMatchObject({ status: 'rejected', code: 403 });
    expect((await listContent()).some((row) => row.id === id)).toBe(true);

    const deleted = await call('DELETE', `/api/inspirational-content/${id}`, {
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id });
    expect((await listContent()).some((row) => row.id === id)).toBe(false);

    // Every device (a member's, a guest's) drops it on its next pull.
    const { changes } = await pullAll(bob.cookie, cursor);
    expect(changes).toContainEqual(
      expect.objectContaining({ op: 'delete', table: 'inspirationalContent', id }),
    );
    const guest = await pullAll(undefined, cursor);
    expect(guest.changes).toContainEqual(
      expect.objectContaining({ op: 'delete', table: 'inspirationalContent', id }),
    );
  });

  it('an admin edit pushed from a device applies like the REST one', async () => {
    const id = await addContent('Pushed');
    const [result] = await pushOk(admin.cookie, [
      mutation('content.update', { id, changes: { content: 'Changed offline' } }),
    ]);
    expect(result).toMatchObject({ status: 'applied' });
    expect((await listContent()).find((row) => row.id === id)).toMatchObject({
      title: 'Pushed',
      content: 'Changed offline',
    });
  });
});

describe('favourites', () => {
  it('a member keeps, lists and removes their favourites; nobody else sees them', async () => {
    const contentId = await addContent('Favourite');
    const created = expectJson(
      await call('POST', '/api/favorites', { cookie: alice.cookie, body: { contentId } }),
      201,
      favoriteSchema,
    );
    expect(created).toMatchObject({ userId: alice.user.id, contentId });
    expect(await favoritesOf(alice)).toEqual([created]);
    expect(await favoritesOf(bob)).toEqual([]);

    // Bob can neither see nor delete Alice's favourite (its existence is not revealed).
    expectError(
      await call('DELETE', `/api/favorites/${created.id}`, { cookie: bob.cookie }),
      404,
      'Favourite not found',
    );
    // Nor claim its id.
    const clash = await call('POST', '/api/favorites', {
      cookie: bob.cookie,
      body: { id: created.id, contentId },
    });
    expect(clash.status).toBe(409);

    expect((await call('GET', '/api/favorites')).status).toBe(401);

    const removed = await call('DELETE', `/api/favorites/${created.id}`, { cookie: alice.cookie });
    expect(removed.status).toBe(200);
    expect(await favoritesOf(alice)).toEqual([]);
  });

  it('the pull carries a favourite (and its removal) to its owner only', async () => {
    const contentId = await addContent('Pulled');
    const start = {
      alice: (await pullAll(alice.cookie)).cursor,
      bob: (await pullAll(bob.cookie)).cursor,
    };
    const id = uuidv7();
    const [result] = await pushOk(alice.cookie, [
      mutation('favorite.create', { id, contentId, createdAt: at(clock.now()) }),
    ]);
    expect(result).toMatchObject({ status: 'applied' });

    const mine = await pullAll(alice.cookie, start.alice);
    expect(mine.changes).toContainEqual(
      expect.objectContaining({
        op: 'put',
        table: 'favorites',
        id,
        row: expect.objectContaining({ userId: alice.user.id, contentId }),
      }),
    );
    const theirs = await pullAll(bob.cookie, start.bob);
    expect(theirs.changes.some((change) => change.table === 'favorites')).toBe(false);
    const guest = await pullAll(undefined, '');
    expect(guest.changes.some((change) => change.table === 'favorites')).toBe(false);

    await pushOk(alice.cookie, [mutation('favorite.delete', { id })]);
    const after = await pullAll(alice.cookie, mine.cursor);
    expect(after.changes).toContainEqual(
      expect.objectContaining({ op: 'delete', table: 'favorites', id }),
    );
    expect(
      (await pullAll(bob.cookie, theirs.cursor)).changes.some((c) => c.table === 'favorites'),
    ).toBe(false);
  });
});
