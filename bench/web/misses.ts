/**
 * What the profiles found behind a missed budget of the web part, and what is planned. RESULTS.md
 * prints the note under the table only when the run missed that budget, beside the run's own
 * measured phases, so a reader sees the cause and the plan next to the figure.
 */
export const MISSED_BUDGET_NOTES = {
  firstRoute:
    'Budget missed. The last run within it measured 149.9 KiB (docs/decisions/006-first-route-' +
    'budget.md lists what is on the first route and why). Look first at what the change added to ' +
    'the entry chunk (a source-map breakdown of the build) and whether it is needed before the ' +
    "member's first scroll or tap; the care pieces stay on the first route on purpose.",
  lighthouse:
    'Budget missed where a figure above says no. Cause (Chromium CPU profiles at 4x slowdown): ' +
    'Total Blocking Time. A signed-in member on a new device does more at start-up than a guest: ' +
    'the app boots as a guest, asks /api/me, switches to the member and restarts its live ' +
    "queries, and the member's first pull lands while the dashboard is on screen. The first " +
    "route's JS (react-dom, Dexie, react-router and the app: 141 KiB gzipped) is evaluated in one " +
    'task. Done: live query results and the start-up account switch render as transitions, pulled ' +
    'pages are written in slices, no sidebar at phone width, the dashboard is built once on a ' +
    'first visit, no Intl on the start-up path, the top bar is painted from index.html (member ' +
    'TBT 1,030 -> about 300-400 ms, guest 253 -> about 150-180 ms); the sync status no longer ' +
    'makes React redo the first render synchronously (useTransitionStore), the streak builds ' +
    "no Intl formatter, and a guest database no longer pulls a signed-in member's data (the " +
    'public content was pulled twice on a new device). TBT swings with the machine: Lighthouse ' +
    'applies its 4x slowdown to what this shared machine measures (see its CPU index above). ' +
    'Plan: render the dashboard above the fold first; move Dexie out of the entry chunk.',
  offline:
    'Budget missed. Cause (CPU profile of a visit): after the service worker answers, about 100 ms ' +
    'of script evaluation, about 150 ms of React rendering the shell and the dashboard, and about ' +
    '100 ms of style, layout and paint, on this 2-core machine; the data itself arrives with the ' +
    "first render (the member's dashboard snapshot). Done: no sidebar on phones, below-the-fold " +
    'sections skip layout and paint until scrolled to (content-visibility), the sync status no ' +
    'longer makes React redo the first render synchronously. Tried: a synchronous first render ' +
    'for a remembered member (no difference beyond the noise); painting a copy of the last ' +
    "dashboard's markup before the app's code (data on screen ~90 ms sooner, but the usable " +
    'dashboard ~90 ms later: the copy costs its own style, layout and paint). Done since ' +
    '(decision 029): the database opens as the entry runs, the sync engine loads after the ' +
    "first data, the member's goals and journal entries render with the page, and the first " +
    'route is one script. Compare with the floor in the start-up table, measured in the same run.',
  mood:
    'Budget missed in this run. Cause: the entry is shown from the stored row as soon as the ' +
    'transaction commits, so the time is the IndexedDB commit (row and outbox entry in one ' +
    "transaction, the exactly-once design) and one render; the slow tail follows the machine's " +
    'load (compare the bare IndexedDB floor measured in the same browser). Plan: keep the history ' +
    'list bounded and memoised; nothing in the write path is left to remove without giving up ' +
    'the single transaction.',
} as const;
