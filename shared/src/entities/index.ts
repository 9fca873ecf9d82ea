/**
 * The lists every part of Selah derives from the entity declarations (./definitions.ts): which
 * tables are a member's own, which a guest keeps, which an export holds, which carry marks or a
 * device window, and each mutation's permission and quota. Free of zod, like the constants.
 */
import { SYNC_TABLES, type MutationName, type SyncTable } from '../constants/sync';
import { ENTITIES } from './definitions';
import type { EntityDef, ExportDef, MarkDef, MutationPolicy, QuotaKind } from './types';

export type * from './types';
export { ENTITIES } from './definitions';

type Entities = typeof ENTITIES;
type TablesWhere<Shape> = { [T in SyncTable]: Entities[T] extends Shape ? T : never }[SyncTable];

/** A member's own tables (moods, goals, journal, ...): theirs alone, pulled by them alone. */
export type PersonalTable = TablesWhere<{ scope: 'personal' }>;
/** The tables a guest keeps on the device, moved into the account at sign-in. */
export type GuestTable = TablesWhere<{ guestRows: true }>;
/** The tables a member's export holds. */
export type ExportedTable = TablesWhere<{ export: ExportDef }>;
/** The community's tables, whose rows members mark (like, report). */
export type SharedTable = TablesWhere<{ scope: 'shared' }>;
/** Content admins publish. */
export type PublicTable = TablesWhere<{ scope: 'public' }>;

function tablesWhere<T extends SyncTable>(test: (entity: EntityDef) => boolean): readonly T[] {
  return SYNC_TABLES.filter((table) => test(ENTITIES[table])) as T[];
}

export const PERSONAL_SYNC_TABLES = tablesWhere<PersonalTable>((e) => e.scope === 'personal');
export const GUEST_TABLES = tablesWhere<GuestTable>((e) => e.guestRows);
export const EXPORTED_TABLES = tablesWhere<ExportedTable>((e) => e.export !== null);
export const SHARED_SYNC_TABLES = tablesWhere<SharedTable>((e) => e.scope === 'shared');
export const PUBLIC_SYNC_TABLES = tablesWhere<PublicTable>((e) => e.scope === 'public');

export function entityOf(table: SyncTable): EntityDef {
  return ENTITIES[table];
}

/** Each table's marks, e.g. communityPosts' like and report. */
export function marksOf(table: SyncTable): readonly (MarkDef & { name: string })[] {
  return Object.entries(ENTITIES[table].marks as Record<string, MarkDef>).map(([name, mark]) => ({
    name,
    ...mark,
  }));
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
