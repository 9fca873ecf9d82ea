/**
 * What a synced table is, declared once: who its rows belong to, who may make each of its
 * mutations and what quota they count against, the marks members set on its rows, what an export
 * holds of it, where its REST routes live, whether members can report it, the window of it a device
 * keeps, and what deleting an account does with its rows. The server, the web app and the tests
 * derive their lists from these declarations (./index.ts), typed `Record<SyncTable, ...>`, so the
 * compiler names every place a new table must be handled.
 */
import type { MutationName } from '../constants/sync';

/**
 * - personal: one member's own rows (moods, journal): only they see or change them;
 * - shared: the community's rows (posts): every member sees them, their author owns them, and
 *   members set marks on them (a like);
 * - public: content admins publish (resources, tips, audio): everyone reads it, admins write it.
 */
export type EntityScope = 'personal' | 'shared' | 'public';

/** The hourly quota a mutation counts against (the server's write quotas). */
export type QuotaKind = 'entries' | 'posts' | 'prayers' | 'changes';

/**
 * Who may make a mutation, checked by the server against the signed-in member (never the client's
 * word): the `owner` of a personal row, the `author` of a shared row, an `admin`, or any signed-in
 * `member` (a post, a like, a report).
 */
export type Permission = 'owner' | 'author' | 'admin' | 'member';

export interface MutationPolicy {
  permission: Permission;
  /** The quota it counts against; null: an admin's work on the content library, not metered. */
  quota: QuotaKind | null;
  /** What a member who may see the row but not make this change is told (a 403). */
  refusal?: string;
}

/**
 * A per-member mark on a shared row: set membership, one per member per row, so replays and two
 * devices converge. Who set it is never shown: the reader sees `flag` (their own mark) and, when
 * counted, `count` (how many members set it), kept on the row by every mark.
 */
export interface MarkDef {
  /** The reader's own mark on the row, e.g. likedByMe. */
  flag: string;
  /** The row field counting every member's mark, e.g. likes; null when it is not counted. */
  count: string | null;
  /** The mutation that sets the mark, and the one that takes it back (null: it cannot be). */
  set: MutationName;
  unset: MutationName | null;
}

/** A table's part of the member's export: JSON (every field) and one spreadsheet. */
export interface ExportDef {
  /** The spreadsheet's name: selah-<fileKind>-<date>.csv. */
  fileKind: string;
  /** Plural nouns for previews and messages ("3 mood entries"). */
  noun: { one: string; many: string };
  /** The field rows are sorted by, oldest first. */
  time: string;
  /** The spreadsheet's columns: the stored fields a person needs (never the owner's id). */
  columns: readonly string[];
}

/**
 * The part of a shared table a device keeps: the newest `newest` rows, plus the member's own and
 * those they set one of the `keepMarked` marks on (the requests they prayed for), so a long history
 * never fills a phone.
 */
export interface WindowDef {
  newest: number;
  /** Marks (by name) whose rows stay in the member's window however old they are. */
  keepMarked: readonly string[];
}

/**
 * What deleting an account does with the table's rows: `delete` the member's own (and take their
 * marks off other rows), or `keep` them (public content outlives the admin who added it).
 */
export type OnAccountDeletion = 'delete' | 'keep';

/**
 * What a device needs to know of a table from the first screen on (the sync engine's marks and
 * windows, a guest's own tables): kept apart from the rest of the declaration so the first route
 * carries these few facts and not the whole declaration.
 */
export interface DeviceFacts {
  scope: EntityScope;
  /** The column naming the row's owner (personal) or author (shared); null for public content. */
  ownerColumn: 'userId' | null;
  /** A guest may keep these rows on the device; they move into the account at sign-in. */
  guestRows: boolean;
  /** Marks members set on its rows, by name. */
  marks: Readonly<Record<string, MarkDef>>;
  window: WindowDef | null;
}

export interface EntityDef extends DeviceFacts {
  /** Where its REST routes live, e.g. /api/mood-entries. */
  restPath: string;
  /** Each mutation of the table with who may make it and what it counts against. */
  mutations: Partial<Record<MutationName, MutationPolicy>>;
  /**
   * The boolean row field that, when true, hides who wrote a shared row from every reader but its
   * author (no name, username or id); admins see the author in the reports queue alone. Null: rows
   * are always signed.
   */
  anonymousFlag: string | null;
  /** Members may report a row to the admins, who may hide it from everyone and restore it. */
  moderation: { reportable: boolean; hideable: boolean };
  /** In the member's export (personal tables always are); null: not the member's data. */
  export: ExportDef | null;
  onAccountDeletion: OnAccountDeletion;
}
