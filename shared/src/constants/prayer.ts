/** Prayer requests ("Carry one another"): the words and sizes the server and the app share. */

/** A request and an answered prayer's testimony are each at most this long, after trimming. */
export const PRAYER_TEXT_MAX = 500;

export const PRAYER_BLANK_MESSAGE = 'Please write what you would like prayer for';
export const PRAYER_TOO_LONG_MESSAGE = `A prayer request must be at most ${PRAYER_TEXT_MAX} characters`;
export const TESTIMONY_TOO_LONG_MESSAGE = `A testimony must be at most ${PRAYER_TEXT_MAX} characters`;
export const PRAYER_AUTHOR_ONLY_MESSAGE = 'Only the member who asked for prayer can change it';

/** How an anonymous request is signed for everyone but its author. */
export const ANONYMOUS_AUTHOR_LABEL = 'A member of the community';
