/**
 * The last frame of a member's screen, painted at the next start before the app's code has run.
 *
 * A returning member's first screen is built from what the device holds (their session and today's
 * copy of their figures), but only once the entry's code has arrived, been parsed and run: most of
 * the start-up. The DOM that render produced last time is kept as one more of the member's copies
 * (lib/member-snapshot.ts: theirs alone, until the end of the local day, gone at sign-out), and the
 * start-up's first script (boot.ts) paints it into the page at once. React's first render then
 * replaces it with the same screen, live.
 *
 * - Painted `inert` and hidden from assistive technology: until React has replaced it nothing in it
 *   answers a tap, takes focus or is read out twice.
 * - Only on the path and screen width it was taken at (the sidebar is a wide screen's alone), and
 *   under the same build (after an update the stylesheet may differ).
 * - Parts marked `data-not-remembered` are left out: what loads later anyway (the dashboard's lower
 *   sections) and what belongs to a moment (toasts, the update prompt, the note after a mood just
 *   logged).
 */
import { MEDIUM_SCREEN } from './breakpoints';
import { readMemberSnapshot, writeMemberSnapshot } from './member-snapshot';

/** The snapshot's name beside the screens' figures (lib/member-snapshot.ts). */
export const SCREEN_SNAPSHOT = 'screen';
/** Marks what is left out of the copy. */
export const NOT_REMEMBERED = 'data-not-remembered';
/** Marks the painted copy in the page (tests and tools look for it). */
export const REMEMBERED_FRAME = 'data-remembered-screen';
/** A screen whose markup is longer than this is not kept: localStorage is small and synchronous. */
export const MAX_SCREEN_CHARS = 200_000;

interface RememberedScreen {
  path: string;
  wide: boolean;
  build: string;
  html: string;
}

const isWide = () => window.matchMedia(MEDIUM_SCREEN).matches;

/**
 * The page's own files by their hashed names (its scripts and its first stylesheet, the one in the
 * HTML; a lazy chunk's styles would be added after it): a copy taken under another build may use
 * classes the new stylesheet no longer has, so it is painted only under the build that drew it.
 */
function buildOfPage(): string {
  const scripts = Array.from(document.querySelectorAll('script[src]'), (script) =>
    script.getAttribute('src'),
  );
  const stylesheet = document.querySelector('link[rel=stylesheet]')?.getAttribute('href');
  return [...scripts, stylesheet].join(' ');
}

/** The page's screen as markup, without its parts that are not remembered. */
export function screenMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll(`[${NOT_REMEMBERED}]`)) part.remove();
  return copy.innerHTML;
}

/** The member whose screen waits to be kept once the browser is idle (null: nothing waits). */
let waiting: { ownerId: string; stillTheirs: () => boolean } | null = null;

/**
 * Keeps the screen now in #root as `ownerId`'s, once the browser is idle (the copy costs a clone
 * and a localStorage write; never in the way of a frame); calls before then are one copy, of the
 * last screen. Not when the member has moved on to another path, nor when `stillTheirs` says the
 * screen is no longer theirs by then (signed out or switched meanwhile: their copies were just
 * deleted, and what is drawn is someone else's).
 */
export function rememberScreenSoon(ownerId: string | null, stillTheirs: () => boolean): void {
  if (ownerId === null) return;
  const alreadyWaiting = waiting !== null;
  waiting = { ownerId, stillTheirs };
  if (alreadyWaiting) return;
  const path = location.pathname;
  const remember = () => {
    const owner = waiting;
    waiting = null;
    const root = document.getElementById('root');
    if (owner === null || !owner.stillTheirs() || location.pathname !== path) return;
    if (!root || root.querySelector(`[${REMEMBERED_FRAME}]`)) return;
    const html = screenMarkup(root);
    if (html.length > MAX_SCREEN_CHARS) return;
    writeMemberSnapshot<RememberedScreen>(SCREEN_SNAPSHOT, owner.ownerId, {
      path,
      wide: isWide(),
      build: buildOfPage(),
      html,
    });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(remember, { timeout: 2_000 });
  else setTimeout(remember, 0);
}

/**
 * Paints `ownerId`'s remembered screen into #root when it was taken on this path at this width
 * today, under this build; returns whether it did. The markup goes in as it was kept, unfiltered:
 * it is the app's own rendering, kept by this origin's code in this origin's storage (whoever could
 * write there could already run script here), markup set with innerHTML never runs its scripts,
 * and the page's policy runs no inline handler. A filter walking every element cost the start-up
 * several milliseconds.
 */
export function paintRememberedScreen(ownerId: string | null): boolean {
  const screen = readMemberSnapshot<Partial<RememberedScreen>>(SCREEN_SNAPSHOT, ownerId);
  const root = document.getElementById('root');
  if (!root || !screen || typeof screen.html !== 'string') return false;
  if (screen.path !== location.pathname || screen.wide !== isWide()) return false;
  if (screen.build !== buildOfPage()) return false;
  const frame = document.createElement('div');
  frame.setAttribute(REMEMBERED_FRAME, '');
  frame.setAttribute('inert', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.innerHTML = screen.html;
  root.replaceChildren(frame);
  return true;
}
