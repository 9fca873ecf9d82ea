/**
 * What the server and the export derive from the declarations: each mutation's permission and
 * quota, and the tables an export holds.
 */
import { SYNC_TABLES, type MutationName, type SyncTable } from '../constants/sync';
import { ENTITIES } from './definitions';
import type { ExportDef, MutationPolicy, QuotaKind } from './types';

type Entities = typeof ENTITIES;

/** The tables a member's export holds. */
export type ExportedTable = {
  [T in SyncTable]: Entities[T] extends { export: ExportDef } ? T : never;
}[SyncTable];

export const EXPORTED_TABLES = SYNC_TABLES.filter(
  (table) => ENTITIES[table].export !== null,
) as readonly ExportedTable[];

export function entityOf(table: SyncTable): Entities[SyncTable] {
  return ENTITIES[table];
}

/** Every mutation named by exactly one table's declaration: the compiler checks none is missing. */
type DeclaredMutation = {
  [T in SyncTable]: keyof Entities[T]['mutations'] & MutationName;
}[SyncTable];
const everyMutationDeclared: [Exclude<MutationName, DeclaredMutation>] extends [never]
  ? true
  : { missing: Exclude<MutationName, DeclaredMutation> } = true;
void everyMutationDeclared;

export type DeclaredPolicy = MutationPolicy & { table: SyncTable };

export const MUTATION_POLICIES = Object.fromEntries(
  SYNC_TABLES.flatMap((table) =>
    Object.entries(ENTITIES[table].mutations as Partial<Record<MutationName, MutationPolicy>>).map(
      ([name, policy]) => [name, { ...policy, table }],
    ),
  ),
) as Record<MutationName, DeclaredPolicy>;

/**
 * The policy of `name`, or undefined for a name this version does not know. Looked up by own
 * property (like the effects), so "constructor" is unknown and a mutation a test registers is
 * followed like any other.
 */
export function policyOf(name: string): DeclaredPolicy | undefined {
  return Object.hasOwn(MUTATION_POLICIES, name)
    ? MUTATION_POLICIES[name as MutationName]
    : undefined;
}

/**
 * The quota a mutation by `member` counts against, whether it will be applied or rejected (a flood
 * of refused mutations is metered too). An admin's work on the content library is not metered; the
 * same mutation from anyone else is refused, and counts like any other create or change. A name
 * this version does not know counts as a change.
 */
export function quotaKindOf(
  name: string,
  member: { isAdmin: boolean },
  createsRow: boolean,
): QuotaKind | null {
  const policy = policyOf(name);
  if (!policy) return 'changes';
  if (policy.permission === 'admin') {
    if (member.isAdmin) return policy.quota;
    return createsRow ? 'entries' : 'changes';
  }
  return policy.quota;
}
