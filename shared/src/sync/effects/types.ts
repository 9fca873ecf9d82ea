import type { MutationName, SyncTable } from '../../constants/sync';
import type { MutationArgs } from '../mutations';

/** A row of any synced table, as the API answers it and a device stores it. */
export type SyncRow = { id: string } & Record<string, unknown>;

/** Who a new row belongs to, as the device or the server knows it. */
export interface MutationContext {
  /** The member's id ('guest' on a guest's own device). */
  ownerId: string;
  /** The member's display name, for rows that show their author. */
  authorName: string;
}

/** The title of a local row (goal, journal entry, private session) if it is still there. */
export type TitleLookup = (id: string) => string | undefined;

interface EffectBase<N extends MutationName> {
  /** The synced table whose row `args.id` names. */
  table: SyncTable;
  /** The change in words, for the "couldn't sync" list. */
  label(args: MutationArgs<N>, titleOf: TitleLookup): string;
  /**
   * Args that are times the device chose (when a mood was logged): kept as sent, so offline work
   * keeps its real time, but never more than a day ahead of the server's clock.
   */
  clientTimes?: readonly string[];
}

/** Makes a row. A retried create finds its row already there and changes nothing. */
export interface CreateEffect<N extends MutationName> extends EffectBase<N> {
  kind: 'create';
  create(args: MutationArgs<N>, context: MutationContext): SyncRow;
}

/** Changes an existing row; returns the row as it is after the change (a new object). */
export interface ChangeEffect<N extends MutationName> extends EffectBase<N> {
  kind: 'change';
  change(row: SyncRow, args: MutationArgs<N>): SyncRow;
}

/** Deletes the row; a delete wins over anything still pending for it. */
export interface DeleteEffect<N extends MutationName> extends EffectBase<N> {
  kind: 'delete';
}

export type MutationEffect<N extends MutationName = MutationName> =
  CreateEffect<N> | ChangeEffect<N> | DeleteEffect<N>;

export type MutationEffects = { [N in MutationName]: MutationEffect<N> };

/** Blank optional text is stored as null, as every form and the API do. */
export const textOrNull = (value: string | null | undefined): string | null =>
  value?.trim() ? value : null;

/** Times are stored as ISO 8601 UTC strings, so text order is time order. */
export const toIso = (value: string): string => new Date(value).toISOString();

export const toIsoOrNull = (value: string | null | undefined): string | null =>
  value == null ? null : toIso(value);
