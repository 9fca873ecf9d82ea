/**
 * The browser's IANA time zone ("Europe/Berlin"); days, streaks and weeks are counted in it.
 *
 * Asking Intl for it is slow the first time in a page (the browser loads its locale data: ~50 ms
 * on a phone-class CPU, on the start-up path of every API call and of the dashboard's figures),
 * so the answer is kept: in memory for the page, and in localStorage for the next start. A start
 * that finds a stored zone uses it at once and checks it against Intl once the page is idle after
 * start-up (CHECK_AFTER_MS), so a member who travelled is counted in their new zone from then on.
 */
const STORAGE_KEY = 'selah.timeZone';

/**
 * How long after the first call the zone is checked against Intl. The first idle moment was too
 * soon: Intl's first answer was a task of its own of 85-90 ms at a phone's speed (Chromium CPU
 * profile, 4x slowdown), right after the first screen, while the member starts to use it. Nothing
 * needs it sooner: the stored zone (or none, on a first visit) serves until then, and
 * `browserTimeZone()` asks at once where days are counted.
 */
export const CHECK_AFTER_MS = 10_000;

let known: string | null = null;

function askIntl(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(timeZone: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, timeZone);
  } catch {
    // Storage full or blocked: the next start just asks Intl again.
  }
}

function whenIdleAfterStart(task: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
    else task();
  }, CHECK_AFTER_MS);
}

/** Asks Intl now and remembers its answer (in memory and for the next start). */
export function refreshTimeZone(): string {
  known = askIntl();
  if (readStored() !== known) store(known);
  return known;
}

let refreshScheduled = false;

/** The zone now: remembered if it can be, else asked of Intl (slow the first time in a page). */
export function browserTimeZone(): string {
  return rememberedTimeZone() ?? refreshTimeZone();
}

/**
 * The zone without asking Intl: from memory or the last start, or null on a first visit (Intl is
 * then asked once the page is idle). For what can do without it, like the X-Time-Zone header on
 * requests that count no days: a first visit's session check and sync then do not pay for Intl's
 * locale data in the middle of start-up (Lighthouse: half of the first long task).
 */
export function rememberedTimeZone(): string | null {
  if (known !== null) return known;
  const stored = readStored();
  if (!refreshScheduled) {
    refreshScheduled = true;
    whenIdleAfterStart(refreshTimeZone);
  }
  if (stored) known = stored;
  return known;
}

/**
 * The X-Time-Zone header for a request, when the zone is known. Only REST routes that count days
 * read it, and they fall back to the zone the member signed up with.
 */
export function timeZoneHeader(
  timeZone: string | null = rememberedTimeZone(),
): Record<string, string> {
  return timeZone ? { 'X-Time-Zone': timeZone } : {};
}
