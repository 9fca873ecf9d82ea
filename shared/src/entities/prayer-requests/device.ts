/**
 * Prayer requests ("Carry one another"), the part a device needs: the words and sizes the screens
 * and the server share, the table's facts (a shared table with an "I prayed" mark and a window) and
 * what each of its mutations does to a row. Free of zod, so the sync engine can apply them from the
 * first screen on; the schemas and REST routes are in ./schemas.ts.
 */
import { named } from '../../sync/effects/labels';
import { textOrNull, toIso, type MutationEffect } from '../../sync/effects/types';
import type { DeviceFacts } from '../types';

/** A request and an answered prayer's testimony are each at most this long, after trimming. */
export const PRAYER_TEXT_MAX = 500;

export const PRAYER_BLANK_MESSAGE = 'Please write what you would like prayer for';

/** How an anonymous request is signed for everyone but its author. */
export const ANONYMOUS_AUTHOR_LABEL = 'A member of the community';

/**
 * How many of the newest prayer requests each device keeps, besides the member's own and those they
 * prayed for (a request is at most 500 characters, so some 30-60 KB).
 */
export const PRAYER_WINDOW = 100;

export const PRAYER_REQUEST_FACTS = {
  scope: 'shared',
  ownerColumn: 'userId',
  guestRows: false,
  marks: {
    prayer: {
      flag: 'prayedByMe',
      count: 'prayedCount',
      set: 'prayer.pray',
      unset: 'prayer.unpray',
    },
    report: { flag: 'reportedByMe', count: null, set: 'prayer.report', unset: null },
  },
  // A member keeps the requests they prayed for, to hear when one is answered.
  window: { newest: PRAYER_WINDOW, keepMarked: ['prayer'] },
} as const satisfies DeviceFacts;

const countOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

/**
 * Shared like posts, with "I prayed" as the counted mark (who prayed is never shown, only the count
 * and the reader's own flag) and the author's "answered" with a testimony.
 */
export const prayerRequestEffects = {
  'prayer.create': {
    kind: 'create',
    table: 'prayerRequests',
    clientTimes: ['createdAt'],
    create: ({ id, content, isAnonymous, createdAt }, { ownerId, authorName }) => ({
      id,
      userId: ownerId,
      content: content.trim(),
      isAnonymous: isAnonymous === true,
      prayedCount: 0,
      answeredAt: null,
      testimony: null,
      createdAt: toIso(createdAt),
      // The author always sees their own name; other members read an anonymous one unsigned.
      author: { name: authorName },
      prayedByMe: false,
      reportedByMe: false,
    }),
    label: ({ content }) => named('Prayer request', content),
  },
  /** One "I prayed" per member per request: a second (a replay, another device) counts nothing. */
  'prayer.pray': {
    kind: 'change',
    table: 'prayerRequests',
    change: (row) =>
      row.prayedByMe === true
        ? row
        : { ...row, prayedCount: countOf(row.prayedCount) + 1, prayedByMe: true },
    label: () => 'Praying for a request',
  },
  'prayer.unpray': {
    kind: 'change',
    table: 'prayerRequests',
    change: (row) =>
      row.prayedByMe !== true
        ? row
        : { ...row, prayedCount: Math.max(0, countOf(row.prayedCount) - 1), prayedByMe: false },
    label: () => 'Taking back “I prayed”',
  },
  /** Answered once: a second answer (another device, a replay) keeps the first. */
  'prayer.answer': {
    kind: 'change',
    table: 'prayerRequests',
    clientTimes: ['answeredAt'],
    change: (row, { answeredAt, testimony }) =>
      row.answeredAt
        ? row
        : { ...row, answeredAt: toIso(answeredAt), testimony: textOrNull(testimony?.trim()) },
    label: () => 'Marking a prayer answered',
  },
  'prayer.report': {
    kind: 'change',
    table: 'prayerRequests',
    change: (row) => (row.reportedByMe === true ? row : { ...row, reportedByMe: true }),
    label: () => 'Report of a prayer request',
  },
  'prayer.delete': {
    kind: 'delete',
    table: 'prayerRequests',
    label: () => 'Deleting a prayer request',
  },
} satisfies {
  [
    N in
      | 'prayer.create'
      | 'prayer.pray'
      | 'prayer.unpray'
      | 'prayer.answer'
      | 'prayer.report'
      | 'prayer.delete'
  ]: MutationEffect<N>;
};
