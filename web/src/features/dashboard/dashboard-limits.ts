/**
 * How many items each dashboard card shows. The page reads them for its queries and the cards for
 * their lists; they live apart from the cards so the page can import them without bringing in the
 * cards below the fold, which load on their own (LowerSectionsSlot).
 */
export const DASHBOARD_GOALS = 3;
export const DASHBOARD_INSPIRATIONS = 3;
export const DASHBOARD_POSTS = 3;
export const DASHBOARD_JOURNAL_ENTRIES = 2;
