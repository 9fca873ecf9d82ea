import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTENT_MISSING_FIELDS,
  counselingTipSchema,
  inspirationalContentSchema,
  tipOfTheDay,
  uuidv7,
} from '@selah/shared';
import { createTestServer, DAY, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer({ seed: true });
const { call, rows, clock } = server;
// The first real signup on this install is the admin.
const admin = await signUp(server);
const member = await signUp(server);

describe('inspirational content', () => {
  it('is public to read, newest first, with the seeded items', async () => {
    const items = expectJson(
      await call('GET', '/api/inspirational-content'),
      200,
      z.array(inspirationalContentSchema),
    );
    expect(items.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(items.map((item) => item.category));
    for (const category of ['motivation', 'mindfulness', 'growth', 'inspiration', 'devotion']) {
      expect(categories).toContain(category);
    }
    expect(
      items.every((item) => /^\/images\/inspiration-[1-6]\.svg$/.test(item.imageUrl ?? '')),
    ).toBe(true);
    expect(items.every((item) => item.author)).toBe(true);
    const times = items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lets an admin add content, with the default category', async () => {
    expect(admin.user.isAdmin).toBe(true);
    const created = expectJson(
      await call('POST', '/api/inspirational-content', {
        cookie: admin.cookie,
        body: { title: 'Hope', content: 'Hope anchors the soul.', author: '', imageUrl: '' },
      }),
      201,
      inspirationalContentSchema,
    );
    expect(created).toMatchObject({
      title: 'Hope',
      category: 'inspiration',
      author: null,
      imageUrl: null,
    });
    expect(
      await rows('select created_by from inspirational_content where id = ?', created.id),
    ).toEqual([{ created_by: admin.user.id }]);
    const items = expectJson(
      await call('GET', '/api/inspirational-content'),
      200,
      z.array(inspirationalContentSchema),
    );
    expect(items[0]?.id).toBe(created.id);
  });

  it('refuses non-admins (403) and anonymous callers (401)', async () => {
    const body = { title: 'Nope', content: 'Not allowed' };
    expectError(
      await call('POST', '/api/inspirational-content', { cookie: member.cookie, body }),
      403,
      'Only admins can do that',
    );
    expectError(await call('POST', '/api/inspirational-content', { body }), 401, 'Please sign in');
    expect(await rows('select * from inspirational_content where title = ?', 'Nope')).toEqual([]);
  });

  it('validates with the content manager messages', async () => {
    const cookie = admin.cookie;
    expectError(
      await call('POST', '/api/inspirational-content', { cookie, body: { content: 'x' } }),
      400,
      CONTENT_MISSING_FIELDS.description,
      'title',
    );
    expectError(
      await call('POST', '/api/inspirational-content', {
        cookie,
        body: { title: 'x', content: ' ' },
      }),
      400,
      'Please fill in title and content.',
      'content',
    );
    expectError(
      await call('POST', '/api/inspirational-content', {
        cookie,
        body: { title: 'x', content: 'y', category: 'growth' },
      }),
      400,
      'Choose a listed category',
      'category',
    );
    expectError(
      await call('POST', '/api/inspirational-content', {
        cookie,
        body: { title: 'x', content: 'y', imageUrl: 'javascript:alert(1)' },
      }),
      400,
      'Image URL must start with / or http(s)://',
      'imageUrl',
    );
  });

  it('a retried create with the same id returns the stored row', async () => {
    const body = { id: uuidv7(), title: 'Again', content: 'Same', category: 'devotion' };
    const first = expectJson(
      await call('POST', '/api/inspirational-content', { cookie: admin.cookie, body }),
      201,
      inspirationalContentSchema,
    );
    expect(
      expectJson(
        await call('POST', '/api/inspirational-content', { cookie: admin.cookie, body }),
        200,
        inspirationalContentSchema,
      ),
    ).toEqual(first);
  });
});

describe('counseling tips', () => {
  it('are public, newest first, at least ten across several categories', async () => {
    const tips = expectJson(
      await call('GET', '/api/counseling-tips'),
      200,
      z.array(counselingTipSchema),
    );
    expect(tips.length).toBeGreaterThanOrEqual(10);
    const categories = new Set(tips.map((tip) => tip.category));
    for (const category of ['anxiety', 'relationships', 'self-care', 'faith', 'stress']) {
      expect(categories).toContain(category);
    }
    const times = tips.map((tip) => tip.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("today's tip is the shared tipOfTheDay pick, and changes with the day", async () => {
    const tips = expectJson(
      await call('GET', '/api/counseling-tips'),
      200,
      z.array(counselingTipSchema),
    );
    const today = expectJson(
      await call('GET', '/api/counseling-tips/today'),
      200,
      counselingTipSchema,
    );
    expect(today).toEqual(tipOfTheDay(tips, clock.now(), 'UTC'));
    clock.advance(DAY);
    const tomorrow = expectJson(
      await call('GET', '/api/counseling-tips/today'),
      200,
      counselingTipSchema,
    );
    expect(tomorrow).toEqual(tipOfTheDay(tips, clock.now(), 'UTC'));
    expect(tomorrow.id).not.toBe(today.id);
  });

  it('answers 404 when no tip is active', async () => {
    await rows('update counseling_tips set is_active = false');
    try {
      expectError(await call('GET', '/api/counseling-tips/today'), 404, 'No tip today');
    } finally {
      await rows('update counseling_tips set is_active = true');
    }
  });
});
