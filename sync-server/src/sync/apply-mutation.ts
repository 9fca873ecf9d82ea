/**
 * Every write a member makes, over REST or through a sync push, is a named mutation applied here:
 * the row is read through its table's store, the mutation's shared effect (@selah/shared,
 * sync/effects: the same definition the device ran) makes the new row, and the store writes it.
 * Everything runs in the caller's one transaction; every check comes before the first write, so
 * a rejection leaves nothing behind.
 */
import {
  deviceFactsOf,
  effectOf,
  policyOf,
  parseMutation,
  type MutationEffect,
  type MutationResult,
  type ParsedMutation,
  type SyncRow,
} from '@selah/shared';
import type { Db } from '../db/types';
import type { UserRow } from '../db/schema';
import {
  hasOwnTombstone,
  hasSharedTombstone,
  memberSpace,
  spaceOf,
  type Space,
} from '../db/versions';
import { conflict, forbidden, notFound, ServiceError, statusOf } from '../services/errors';
import { clientTimestamp } from '../services/time';
import { storeOf, type Writer } from './row-stores';

/** What a mutation left: the row as the member now sees it, and whether this call made it. */
export interface Applied {
  row: SyncRow | undefined;
  created: boolean;
}

/**
 * The spaces (db/versions.ts) a member's mutations write in, for their write transaction to lock up
 * front: always the member's own (their records of what was processed are theirs), and each named
 * mutation's table's.
 */
export function spacesWrittenBy(member: UserRow, names: readonly string[]): Space[] {
  const spaces = new Set<Space>([memberSpace(member.id)]);
  for (const name of names) {
    const table = effectOf(name)?.table;
    if (table) spaces.add(spaceOf(table, member.id));
  }
  return [...spaces];
}

function effectFor(mutation: ParsedMutation): MutationEffect {
  const effect = effectOf(mutation.name);
  if (!effect) throw new Error(`No effect for ${mutation.name}`);
  return effect;
}

/**
 * Applies a mutation whose args passed their schema, for `writer.member`. Throws ServiceError to
 * reject: not an admin (403), a client time more than a day ahead (400), an id that is someone
 * else's (409), a row that is not there or not theirs (404).
 */
export async function runMutation(
  tx: Db,
  writer: Writer,
  mutation: ParsedMutation,
): Promise<Applied> {
  const effect = effectFor(mutation);
  // Who may make it is declared with the mutation (@selah/shared entities), for REST and push alike.
  const policy = policyOf(mutation.name);
  if (policy?.permission === 'admin' && !writer.member.isAdmin) throw forbidden(policy.refusal);
  const store = storeOf(effect.table);
  const args = mutation.args as { id: string } & Record<string, unknown>;

  const checkClientTimes = () => {
    for (const field of effect.clientTimes ?? []) {
      clientTimestamp(args[field] as string | null | undefined, writer.now, field);
    }
  };
  if (effect.kind === 'create') {
    checkClientTimes();
    // Ids are made by clients, once: the same id again is a retry of this create (answered with
    // the stored row, unchanged) or, from someone else, a clash that reveals nothing.
    const maker = await store.maker(tx, args.id);
    if (maker !== undefined) {
      if (maker !== writer.member.id) throw conflict('That id is already in use', 'id');
      return { row: await store.find(tx, writer.member, args.id), created: false };
    }
    const row = effect.create(args as never, {
      ownerId: writer.member.id,
      authorName: writer.member.name,
    });
    await store.insert(tx, writer, row);
    return { row, created: true };
  }

  // A member's own rows are found for them alone (store.find), so `owner` needs no check here; a
  // shared row is found for every member, and only its author may make an `author` change.
  const before = await store.find(tx, writer.member, args.id);
  if (!before) throw notFound(store.notFound);
  if (policy?.permission === 'author') {
    const authorColumn = deviceFactsOf(effect.table).ownerColumn;
    if (!authorColumn || before[authorColumn] !== writer.member.id) {
      throw forbidden(policy.refusal);
    }
  }
  checkClientTimes();
  if (effect.kind === 'delete') {
    await store.remove(tx, writer, before);
    return { row: undefined, created: false };
  }
  const after = effect.change(before, args as never);
  await store.update(tx, writer, before, after, args);
  return { row: after, created: false };
}

/** A mutation's outcome, without its id. */
export type MutationOutcome =
  { status: 'applied' } | { status: 'rejected'; code: number; error: string; field?: string };

export type IncomingMutation = { mutationId: string; name: string; args: unknown };

const APPLIED: MutationOutcome = { status: 'applied' };

function rejected(code: number, error: string, field?: string): MutationOutcome {
  return field ? { status: 'rejected', code, error, field } : { status: 'rejected', code, error };
}

/**
 * Applies one pushed mutation. Expected failures (unknown name, bad args, not an admin, unknown
 * row, id clash) come back as a rejection with the REST status; anything else is thrown.
 *
 * "A delete wins": a mutation on a row that was deleted (a tombstone names it: the member's own
 * for their rows, a shared one for a post its author deleted or an admin hid) is settled as applied
 * without effect. The delete reached the server first; the change is moot, not wrong, and the next
 * pull removes the row locally. A create for such an id is a late copy of the row's own create (ids
 * are made once, on one device), so it does not bring the row back.
 */
export async function applyPushed(
  tx: Db,
  writer: Writer,
  incoming: IncomingMutation,
): Promise<MutationOutcome> {
  const parsed = parseMutation(incoming.name, incoming.args);
  if (!parsed.ok) return rejected(400, parsed.error, parsed.field);
  const effect = effectFor(parsed.mutation);
  const store = storeOf(effect.table);
  const id = parsed.mutation.args.id;
  const deleted = async () =>
    store.personal
      ? hasOwnTombstone(tx, effect.table, id, writer.member.id)
      : hasSharedTombstone(tx, effect.table, id);

  if (effect.kind === 'create' && (await deleted())) return APPLIED;
  try {
    await runMutation(tx, writer, parsed.mutation);
    return APPLIED;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.kind === 'not_found' && effect.kind !== 'create' && (await deleted())) {
      return APPLIED;
    }
    return rejected(statusOf(error), error.message, error.field);
  }
}

export function withMutationId(mutationId: string, outcome: MutationOutcome): MutationResult {
  return { mutationId, ...outcome };
}
