import {
  mutationNameSchema,
  parseMutationArgs,
  type MutationName,
  type MutationResult,
} from '@selah/shared';
import type { UserRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { hasOwnTombstone } from '../db/versions';
import { statusOf } from '../services/errors';
import { ServiceError } from '../services/errors';
import { MUTATION_HANDLERS, type MutationHandler } from './mutation-handlers';

/** A mutation's outcome, without its id. */
export type MutationOutcome =
  { status: 'applied' } | { status: 'rejected'; code: number; error: string; field?: string };

export type IncomingMutation = { mutationId: string; name: string; args: unknown };

const APPLIED: MutationOutcome = { status: 'applied' };

function rejected(code: number, error: string, field?: string): MutationOutcome {
  return field ? { status: 'rejected', code, error, field } : { status: 'rejected', code, error };
}

/**
 * Applies one pushed mutation through the service the REST route uses. Expected failures (bad args,
 * not an admin, unknown row, id conflict) come back as a rejection with the REST status; anything
 * else is thrown, so the caller rolls the mutation back and does not record it.
 *
 * "A delete wins": a mutation on a row the member has deleted (their tombstone names it) is settled
 * as applied without effect. The delete reached the server first, from this device or another; the
 * change is moot, not wrong, and the next pull removes the row locally. A create for such an id is a
 * late copy of the row's own create (ids are made once, on one device), so it does not bring the row
 * back.
 */
export function applyMutation(
  db: Db,
  member: UserRow,
  mutation: IncomingMutation,
  now: Date,
): MutationOutcome {
  const name = mutationNameSchema.safeParse(mutation.name);
  if (!name.success) return rejected(400, 'Unknown mutation', 'name');
  return applyNamed(db, member, name.data, mutation.args, now);
}

function applyNamed<N extends MutationName>(
  db: Db,
  member: UserRow,
  name: N,
  rawArgs: unknown,
  now: Date,
): MutationOutcome {
  const parsed = parseMutationArgs(name, rawArgs);
  if (!parsed.ok) return rejected(400, parsed.error, parsed.field);
  const handler: MutationHandler<N> = MUTATION_HANDLERS[name];
  const deletedByMember = () =>
    handler.ownTable !== undefined &&
    hasOwnTombstone(db, handler.ownTable, parsed.args.id, member.id);

  if (handler.creates && deletedByMember()) return APPLIED;
  try {
    // A savepoint: a service that fails half way leaves nothing behind.
    writeTransaction(db, (tx) => handler.apply(tx, member, parsed.args, now));
    return APPLIED;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.kind === 'not_found' && !handler.creates && deletedByMember()) return APPLIED;
    return rejected(statusOf(error), error.message, error.field);
  }
}

export function withMutationId(mutationId: string, outcome: MutationOutcome): MutationResult {
  return { mutationId, ...outcome };
}
