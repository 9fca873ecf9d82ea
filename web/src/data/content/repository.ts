import {
  uuidv7,
  type CreateInspirationalContent,
  type InspirationalContent,
  type UpdateInspirationalContent,
} from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';
import { mutate } from '../mutate';

/** A create that the shared schema refused; `message` is the schema's own (spec) text. */
export class ContentInputError extends Error {
  override readonly name = 'ContentInputError';
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

export const SIGN_IN_TO_FAVORITE = 'Sign in to keep your favourite resources';

type Refusal = { issues: { message: string; path: PropertyKey[] }[] };

function inputError(error: Refusal): ContentInputError {
  const issue = error.issues[0];
  return new ContentInputError(issue?.message ?? 'Invalid content', issue?.path.map(String)[0]);
}

/** Content writes on the database `currentDb()` returns when each is called. */
export function createContentRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Adds inspirational content locally ('content.create'). Only admins may create content: the
     * screen offers the form to admins only, and the server rejects (and sync parks) the change
     * for anyone else.
     */
    async createInspirationalContent(
      input: Omit<CreateInspirationalContent, 'id' | 'createdAt'>,
    ): Promise<InspirationalContent> {
      const { createInspirationalContentSchema } = await loadWriteSchemas();
      const parsed = createInspirationalContentSchema.safeParse(input);
      if (!parsed.success) throw inputError(parsed.error);
      const { after } = await mutate(currentDb(), 'content.create', {
        ...parsed.data,
        id: uuidv7(),
        createdAt: new Date().toISOString(),
      });
      return after as InspirationalContent;
    },

    /** An admin's edit of a resource ('content.update'); only the fields given change. */
    async updateInspirationalContent(
      id: string,
      changes: UpdateInspirationalContent,
    ): Promise<InspirationalContent | undefined> {
      const { updateInspirationalContentSchema } = await loadWriteSchemas();
      const parsed = updateInspirationalContentSchema.safeParse(changes);
      if (!parsed.success) throw inputError(parsed.error);
      const { after } = await mutate(currentDb(), 'content.update', { id, changes: parsed.data });
      return after as InspirationalContent | undefined;
    },

    /** An admin removes a resource ('content.delete'); it leaves every device once synced. */
    async deleteInspirationalContent(id: string): Promise<void> {
      await mutate(currentDb(), 'content.delete', { id });
    },

    /**
     * Keeps a resource as the signed-in member's favourite, or lets it go when it is one
     * ('favorite.create' / 'favorite.delete'). Returns whether it is a favourite now. Two devices
     * may both have kept it offline: letting it go removes every copy. Throws for guests.
     */
    async toggleFavorite(contentId: string): Promise<boolean> {
      const db = currentDb();
      if (db.ownerId === null) throw new Error(SIGN_IN_TO_FAVORITE);
      const kept = await db.favorites.where('contentId').equals(contentId).toArray();
      if (kept.length > 0) {
        for (const favorite of kept) await mutate(db, 'favorite.delete', { id: favorite.id });
        return false;
      }
      await mutate(db, 'favorite.create', {
        id: uuidv7(),
        contentId,
        createdAt: new Date().toISOString(),
      });
      return true;
    },
  };
}

export const {
  createInspirationalContent,
  updateInspirationalContent,
  deleteInspirationalContent,
  toggleFavorite,
} = /* @__PURE__ */ createContentRepository(getDb);
