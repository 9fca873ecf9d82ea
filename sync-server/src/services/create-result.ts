import { conflict } from './errors';

/** What a create returns: the row, and whether this call made it (false for an idempotent retry). */
export type Created<T> = { row: T; created: boolean };

/**
 * Client-chosen ids make creates retryable: the same id from the same member returns the row already
 * stored, unchanged. An id that belongs to someone else is a conflict, and reveals nothing about the row.
 */
export function ownExisting<T extends { userId: string | null }>(
  existing: T | undefined,
  memberId: string,
): T | undefined {
  if (existing === undefined) return undefined;
  if (existing.userId !== memberId) throw conflict('That id is already in use', 'id');
  return existing;
}

/** Tells a create's result from the other services' results (rows, `{ id }`), which never look so. */
export function isCreated(value: unknown): value is Created<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 && 'row' in value && 'created' in value && typeof value.created === 'boolean'
  );
}
