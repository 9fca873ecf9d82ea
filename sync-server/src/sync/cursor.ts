/**
 * The pull cursor (docs/decisions/025): one opaque token carrying a position per space a device
 * pulls from (the member's own rows, the community's, published content), encoded and decoded
 * here alone; devices store it and send it back as it came.
 *
 * A device that synced before versions per space holds a single number N, from the one counter of
 * old: every space's counter started at that counter's last value, so N is position N in every
 * space, and such a device carries on where it was.
 */

import { deviceFactsOf, type SyncTable } from '@selah/shared';

/** The spaces a device pulls from, as seen by the one pulling. */
export const CURSOR_SPACES = ['own', 'community', 'public'] as const;
export type CursorSpace = (typeof CURSOR_SPACES)[number];

export type Cursor = Record<CursorSpace, number>;

export const START_CURSOR: Readonly<Cursor> = { own: 0, community: 0, public: 0 };

const POSITION = /^\d{1,15}$/;

/** The cursor a token stands for, or null when it is not one this server made. */
export function decodeCursor(token: string | undefined): Cursor | null {
  if (token === undefined || token === '') return { ...START_CURSOR };
  if (POSITION.test(token)) {
    const position = Number(token);
    return { own: position, community: position, public: position };
  }
  const parts = token.split('.');
  if (parts.length !== CURSOR_SPACES.length || !parts.every((part) => POSITION.test(part))) {
    return null;
  }
  const [own, community, publicPosition] = parts.map(Number) as [number, number, number];
  return { own, community, public: publicPosition };
}

export function encodeCursor(cursor: Cursor): string {
  return CURSOR_SPACES.map((space) => cursor[space]).join('.');
}

/** The space a synced table's rows and deletes take their versions from, as the puller sees it. */
export function cursorSpaceOf(table: SyncTable): CursorSpace {
  const { scope } = deviceFactsOf(table);
  return scope === 'personal' ? 'own' : scope === 'shared' ? 'community' : 'public';
}
