import { uuidv7, type CreateInspirationalContent, type InspirationalContent } from '@selah/shared';
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
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ContentInputError(
          issue?.message ?? 'Invalid content',
          issue?.path.map(String)[0],
        );
      }
      const { after } = await mutate(currentDb(), 'content.create', {
        ...parsed.data,
        id: uuidv7(),
        createdAt: new Date().toISOString(),
      });
      return after as InspirationalContent;
    },
  };
}

export const { createInspirationalContent } = createContentRepository(getDb);
