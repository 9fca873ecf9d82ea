export const COMMUNITY_POST_BLANK_MESSAGE = 'Please write a message to share';

/**
 * How many of the newest posts each device keeps for reading offline (and the member's own, all of
 * them). A post is at most 2,000 characters and about 300 bytes of JSON on average, so the window
 * is some 30-60 KB: small enough for a cheap phone on a slow line, and about twenty phone screens of
 * reading with no signal. Sync pulls the window, never the whole history.
 */
export const FEED_WINDOW = 100;

/**
 * Posts shown (and fetched) at a time as a member scrolls: four or five phone screens, so the next
 * page is on its way well before the member reaches the end of this one.
 */
export const FEED_PAGE_SIZE = 20;

/** Older posts fetched on demand are kept this long for reading, then pruned by the next sync. */
export const FEED_FETCHED_KEEP_MS = 24 * 60 * 60 * 1000;

/** Why a member reports a post; the admin sees the reason's label beside any note. */
export const REPORT_REASONS = ['unkind', 'harmful', 'spam', 'private', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unkind: 'Unkind or hurtful',
  harmful: 'Someone may be at risk',
  spam: 'Spam or advertising',
  private: 'Shares someone’s private details',
  other: 'Something else',
};

export const REPORT_NOTE_MAX = 500;
export const REPORT_REASON_MESSAGE = 'Please choose a reason';
export const POST_DELETE_FORBIDDEN_MESSAGE = 'You can only delete your own posts';

/** What a member can keep out of their own feed: one post, or everything by one author. */
export const FEED_FILTER_KINDS = ['post', 'author'] as const;
export type FeedFilterKind = (typeof FEED_FILTER_KINDS)[number];
