/**
 * The part of each synced table's declaration a device needs from its first screen on: who owns
 * the rows, whether a guest keeps them, the marks members set on them and the window a device
 * keeps. The rest of each declaration (./definitions.ts) builds on these, so a table is still
 * declared in one place per concern, each typed over every synced table. A table declared in a
 * folder of its own (./prayer-requests/) brings its facts, words and effects from there.
 */
import { FEED_WINDOW } from '../constants/community';
import { SYNC_TABLES, type SyncTable } from '../constants/sync';
import { PRAYER_REQUEST_FACTS, prayerRequestEffects } from './prayer-requests/device';
import type { DeviceFacts, MarkDef } from './types';

export * from './prayer-requests/device';

/**
 * The effects of the tables declared in a folder of their own, joined into MUTATION_EFFECTS (the
 * older tables' effects are in ../sync/effects/).
 */
export const DECLARED_EFFECTS = { ...prayerRequestEffects };

const personal = (guestRows: boolean) =>
  ({ scope: 'personal', ownerColumn: 'userId', guestRows, marks: {}, window: null }) as const;
const published = {
  scope: 'public',
  ownerColumn: null,
  guestRows: false,
  marks: {},
  window: null,
} as const;

export const DEVICE_FACTS = {
  moodEntries: personal(true),
  goals: personal(true),
  journalEntries: personal(true),
  communityPosts: {
    scope: 'shared',
    ownerColumn: 'userId',
    guestRows: false,
    marks: {
      like: { flag: 'likedByMe', count: 'likes', set: 'post.like', unset: 'post.unlike' },
      report: { flag: 'reportedByMe', count: null, set: 'post.report', unset: null },
    },
    window: { newest: FEED_WINDOW, keepMarked: [] },
  },
  prayerRequests: PRAYER_REQUEST_FACTS,
  feedFilters: personal(false),
  meditationSessions: personal(true),
  privateSessions: personal(true),
  motivations: personal(true),
  inspirationalContent: published,
  favorites: personal(false),
  counselingTips: published,
  meditationAudio: published,
} as const satisfies Record<SyncTable, DeviceFacts>;

type Facts = typeof DEVICE_FACTS;
type TablesWhere<Shape> = { [T in SyncTable]: Facts[T] extends Shape ? T : never }[SyncTable];

/** A member's own tables (moods, goals, journal, ...): theirs alone, pulled by them alone. */
export type PersonalTable = TablesWhere<{ scope: 'personal' }>;
/** The tables a guest keeps on the device, moved into the account at sign-in. */
export type GuestTable = TablesWhere<{ guestRows: true }>;
/** The community's tables, whose rows members mark (like, report). */
export type SharedTable = TablesWhere<{ scope: 'shared' }>;
/** Content admins publish. */
export type PublicTable = TablesWhere<{ scope: 'public' }>;
/** The names of a shared table's marks, e.g. 'like' | 'report'. */
export type MarkName<T extends SharedTable> = keyof Facts[T]['marks'] & string;

function tablesWhere<T extends SyncTable>(test: (facts: DeviceFacts) => boolean): readonly T[] {
  return SYNC_TABLES.filter((table) => test(DEVICE_FACTS[table])) as T[];
}

export const PERSONAL_SYNC_TABLES = tablesWhere<PersonalTable>((f) => f.scope === 'personal');
export const GUEST_TABLES = tablesWhere<GuestTable>((f) => f.guestRows);
export const SHARED_SYNC_TABLES = tablesWhere<SharedTable>((f) => f.scope === 'shared');
export const PUBLIC_SYNC_TABLES = tablesWhere<PublicTable>((f) => f.scope === 'public');

export function deviceFactsOf(table: SyncTable): DeviceFacts {
  return DEVICE_FACTS[table];
}

/** Each table's marks, e.g. communityPosts' like and report. */
export function marksOf(table: SyncTable): readonly (MarkDef & { name: string })[] {
  return Object.entries(DEVICE_FACTS[table].marks as Record<string, MarkDef>).map(
    ([name, mark]) => ({ name, ...mark }),
  );
}
