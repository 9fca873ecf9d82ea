import {
  MUTATION_EFFECTS,
  type Mutation,
  type MutationArgs,
  type MutationContext,
  type MutationName,
} from '@selah/shared';
import {
  applyLocally,
  localWriteTables,
  writeWithOutbox,
  type LocalWrite,
  type SelahDB,
} from '../db';
import { loadedWriteSchemas, loadWriteSchemas } from './load-write-schemas';

/**
 * The one write path of every repository: checks the args with the mutation's shared schema
 * (throwing its ZodError, writing nothing), then in ONE read-write transaction applies the
 * mutation's shared effect to the row and queues it for the server.
 */
export async function mutate<N extends MutationName>(
  db: SelahDB,
  name: N,
  args: MutationArgs<N>,
  context: Partial<MutationContext> = {},
): Promise<LocalWrite> {
  // Loaded before the transaction opens (awaiting a module inside one would end it); preloaded,
  // the write starts at once.
  const { MUTATION_ARGS } = loadedWriteSchemas() ?? (await loadWriteSchemas());
  const parsed = MUTATION_ARGS[name].parse(args) as MutationArgs<N>;
  const mutation = { name, args: parsed } as Mutation;
  const tables = localWriteTables(db, MUTATION_EFFECTS[name].table);
  return writeWithOutbox(db, tables, () => applyLocally(db, mutation, context));
}
