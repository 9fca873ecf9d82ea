import { uuidv7, type CreateInspirationalContent, type InspirationalContent } from '@selah/shared';
import { enqueue, getDb, writeWithOutbox } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';

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

/**
 * Adds inspirational content locally, in one transaction with its 'content.create' outbox entry.
 * Only admins may create content: the screen offers the form to admins only, and the server
 * rejects (and sync parks) the change for anyone else.
 */
export async function createInspirationalContent(
  input: Omit<CreateInspirationalContent, 'id' | 'createdAt'>,
): Promise<InspirationalContent> {
  const { createInspirationalContentSchema } = await loadWriteSchemas();
  const parsed = createInspirationalContentSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentInputError(issue?.message ?? 'Invalid content', issue?.path.map(String)[0]);
  }
  const db = getDb();
  const row: InspirationalContent = {
    id: uuidv7(),
    title: parsed.data.title,
    content: parsed.data.content,
    author: parsed.data.author,
    category: parsed.data.category,
    imageUrl: parsed.data.imageUrl,
    createdAt: new Date().toISOString(),
  };
  await writeWithOutbox(db, [db.inspirationalContent], async () => {
    await db.inspirationalContent.add(row);
    await enqueue(db, {
      name: 'content.create',
      args: {
        id: row.id,
        title: row.title,
        content: row.content,
        author: row.author,
        category: parsed.data.category,
        imageUrl: row.imageUrl,
        createdAt: row.createdAt,
      },
    });
  });
  return row;
}
