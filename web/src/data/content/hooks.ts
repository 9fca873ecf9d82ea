import { useLiveQuery } from '../../db';
import type { CounselingTip, InspirationalContent } from '@selah/shared';
import { useDb, useLiveRead, type LiveRead, type SelahDB } from '../../db';

/**
 * Inspirational content, newest first (undefined while loading). Pass a limit where only a few
 * items show (the dashboard shows 3); the resources page reads the whole list to search it.
 */
export function inspirationsRead(db: SelahDB, limit?: number): LiveRead<InspirationalContent[]> {
  return {
    key: `inspirations:${limit}`,
    db,
    read: () => {
      const newestFirst = db.inspirationalContent.orderBy('createdAt').reverse();
      return (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
    },
  };
}

export function useInspirationalContent(limit?: number): InspirationalContent[] | undefined {
  return useLiveRead(inspirationsRead(useDb(), limit));
}

/** The distinct categories present in the content, alphabetically (straight from the index). */
export function useInspirationalCategories(): string[] | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (await db.inspirationalContent.orderBy('category').uniqueKeys()).map(String),
    [db],
  );
}

/** The active counseling tips in creation order (the order tipOfTheDay picks from). */
export function useCounselingTips(): CounselingTip[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const tips = await db.counselingTips.orderBy('createdAt').toArray();
    return tips.filter((tip) => tip.isActive);
  }, [db]);
}

/**
 * The ids of the resources the member keeps as favourites (undefined while loading; empty for a
 * guest, who keeps none).
 */
export function useFavorites(): ReadonlySet<string> | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => new Set((await db.favorites.toArray()).map((favorite) => favorite.contentId)),
    [db],
  );
}
