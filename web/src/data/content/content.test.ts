// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MUTATION_ARGS,
  uuidv7,
  type CounselingTip,
  type InspirationalContent,
} from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import {
  useCounselingTips,
  useFavorites,
  useInspirationalCategories,
  useInspirationalContent,
} from './hooks';
import {
  ContentInputError,
  SIGN_IN_TO_FAVORITE,
  createInspirationalContent,
  deleteInspirationalContent,
  toggleFavorite,
  updateInspirationalContent,
} from './repository';

function content(title: string, category: string, createdAt: string): InspirationalContent {
  return {
    id: uuidv7(),
    title,
    content: `${title} content`,
    author: null,
    category,
    imageUrl: null,
    createdAt,
  };
}

describe('content hooks', () => {
  it('lists content newest first, optionally limited, with its categories', async () => {
    await getDb().inspirationalContent.bulkAdd([
      content('Old', 'growth', '2026-01-01T00:00:00.000Z'),
      content('Newest', 'motivation', '2026-01-03T00:00:00.000Z'),
      content('Middle', 'growth', '2026-01-02T00:00:00.000Z'),
    ]);
    const { result } = renderHook(() => useInspirationalContent());
    await waitFor(() =>
      expect(result.current?.map((c) => c.title)).toEqual(['Newest', 'Middle', 'Old']),
    );
    const { result: two } = renderHook(() => useInspirationalContent(2));
    await waitFor(() => expect(two.current?.map((c) => c.title)).toEqual(['Newest', 'Middle']));
    const { result: categories } = renderHook(() => useInspirationalCategories());
    await waitFor(() => expect(categories.current).toEqual(['growth', 'motivation']));
  });

  it('lists active tips in creation order', async () => {
    const tip = (title: string, isActive: boolean, createdAt: string): CounselingTip => ({
      id: uuidv7(),
      title,
      content: '',
      category: 'anxiety',
      isActive,
      createdAt,
    });
    await getDb().counselingTips.bulkAdd([
      tip('Second', true, '2026-01-02T00:00:00.000Z'),
      tip('Retired', false, '2026-01-01T12:00:00.000Z'),
      tip('First', true, '2026-01-01T00:00:00.000Z'),
    ]);
    const { result } = renderHook(() => useCounselingTips());
    await waitFor(() => expect(result.current?.map((t) => t.title)).toEqual(['First', 'Second']));
  });
});

describe('createInspirationalContent', () => {
  it('writes the row and one valid content.create outbox entry, with defaults', async () => {
    const db = activateAccount('admin-1');
    const row = await createInspirationalContent({
      title: '  Be still ',
      content: 'Be still, and know that I am God.',
      author: '',
      imageUrl: '',
    });
    expect(row).toMatchObject({
      title: 'Be still',
      author: null,
      imageUrl: null,
      category: 'inspiration',
    });
    expect(await db.inspirationalContent.get(row.id)).toEqual(row);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('content.create');
    expect(MUTATION_ARGS['content.create'].parse(entries[0]!.args)).toMatchObject({
      id: row.id,
      title: 'Be still',
      category: 'inspiration',
      createdAt: row.createdAt,
    });
  });

  it('refuses missing title or content with the spec message and writes nothing', async () => {
    const attempt = createInspirationalContent({ title: 'Hope', content: '   ' });
    await expect(attempt).rejects.toBeInstanceOf(ContentInputError);
    await expect(attempt).rejects.toThrow('Please fill in title and content.');
    expect(await getDb().inspirationalContent.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });
});

describe('updateInspirationalContent and deleteInspirationalContent', () => {
  it('changes only the fields given, and deletes, each with one outbox entry', async () => {
    const db = activateAccount('admin-1');
    const row = content('Hope', 'inspiration', '2026-01-01T00:00:00.000Z');
    await db.inspirationalContent.add(row);

    const after = await updateInspirationalContent(row.id, { title: ' Hope anew ', author: 'Ada' });
    expect(after).toEqual({ ...row, title: 'Hope anew', author: 'Ada' });
    expect(await db.inspirationalContent.get(row.id)).toEqual(after);
    await expect(updateInspirationalContent(row.id, { title: '  ' })).rejects.toBeInstanceOf(
      ContentInputError,
    );

    await deleteInspirationalContent(row.id);
    expect(await db.inspirationalContent.get(row.id)).toBeUndefined();
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.name)).toEqual(['content.update', 'content.delete']);
    expect(MUTATION_ARGS['content.update'].parse(entries[0]!.args)).toEqual({
      id: row.id,
      changes: { title: 'Hope anew', author: 'Ada' },
    });
  });
});

describe('toggleFavorite', () => {
  it("keeps a resource as the member's favourite, then lets it go", async () => {
    const db = activateAccount('member-1');
    const contentId = uuidv7();
    const { result } = renderHook(() => useFavorites());
    await waitFor(() => expect(result.current?.size).toBe(0));

    expect(await toggleFavorite(contentId)).toBe(true);
    const [favorite] = await db.favorites.toArray();
    expect(favorite).toMatchObject({ userId: 'member-1', contentId });
    await waitFor(() => expect(result.current?.has(contentId)).toBe(true));

    expect(await toggleFavorite(contentId)).toBe(false);
    expect(await db.favorites.count()).toBe(0);
    await waitFor(() => expect(result.current?.has(contentId)).toBe(false));

    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.name)).toEqual(['favorite.create', 'favorite.delete']);
    expect(MUTATION_ARGS['favorite.create'].parse(entries[0]!.args)).toEqual({
      id: favorite!.id,
      contentId,
      createdAt: favorite!.createdAt,
    });
    expect(entries[1]!.args).toEqual({ id: favorite!.id });
  });

  it('lets go of every copy two devices kept', async () => {
    const db = activateAccount('member-1');
    const contentId = uuidv7();
    const copy = (createdAt: string) => ({
      id: uuidv7(),
      userId: 'member-1',
      contentId,
      createdAt,
    });
    await db.favorites.bulkAdd([
      copy('2026-01-01T00:00:00.000Z'),
      copy('2026-01-02T00:00:00.000Z'),
    ]);
    await db.favorites.add({ ...copy('2026-01-03T00:00:00.000Z'), contentId: uuidv7() });

    expect(await toggleFavorite(contentId)).toBe(false);
    expect((await db.favorites.toArray()).map((f) => f.contentId)).not.toContain(contentId);
    expect(await db.favorites.count()).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      'favorite.delete',
      'favorite.delete',
    ]);
  });

  it('refuses a guest and writes nothing', async () => {
    await expect(toggleFavorite(uuidv7())).rejects.toThrow(SIGN_IN_TO_FAVORITE);
    expect(await getDb().favorites.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });
});
