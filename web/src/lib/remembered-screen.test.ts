// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMemberSnapshots } from './member-snapshot';
import {
  MAX_SCREEN_CHARS,
  paintRememberedScreen,
  rememberScreenSoon,
  REMEMBERED_FRAME,
  screenMarkup,
} from './remembered-screen';

const SCREEN = `<div class="min-h-dvh"><h1>Welcome back, Ann</h1><p>Mood Streak</p><p>4 days</p>
  <div data-not-remembered=""><p>Today's meditation</p></div>
  <section data-not-remembered="" aria-label="Notifications (F8)"><p>Mood logged successfully!</p></section></div>`;

let wide = false;

function root(): HTMLElement {
  return document.getElementById('root')!;
}

/** The page as the next start finds it: the static shell in #root. */
function freshPage(): void {
  root().innerHTML = '<div class="static-shell">Selah</div>';
}

/** The member this device remembers as signed in (the app asks its session cache); null: nobody. */
let remembered: string | null = null;
function signedIn(id: string | null): void {
  remembered = id;
}
/** As the dashboard asks: is the member this screen was drawn for still the one remembered? */
const stillRemembered = (ownerId: string | null) => () => remembered === ownerId;

/** Shows `html` as the app's screen and keeps it as `ownerId`'s, as the dashboard does. */
function remember(ownerId: string | null, html = SCREEN): void {
  signedIn(ownerId);
  root().innerHTML = html;
  rememberScreenSoon(ownerId, stillRemembered(ownerId));
  vi.runAllTimers();
}

/** The `selah.snapshot.*.screen` keys in localStorage. */
function screenKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.endsWith('.screen'));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  remembered = null;
  wide = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the remembered screen', () => {
  it('leaves out what belongs to one visit or loads later', () => {
    root().innerHTML = SCREEN;
    const markup = screenMarkup(root());
    expect(markup).toContain('Welcome back, Ann');
    expect(markup).not.toContain('meditation');
    expect(markup).not.toContain('Mood logged');
    // The page itself is untouched.
    expect(root().textContent).toContain('Mood logged');
  });

  it('paints the member’s last screen at the next start, inert and hidden from screen readers', () => {
    remember('ann');
    freshPage();
    expect(paintRememberedScreen('ann')).toBe(true);
    const frame = root().querySelector(`[${REMEMBERED_FRAME}]`) as HTMLElement;
    expect(root().children).toHaveLength(1);
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.querySelector('h1')?.textContent).toBe('Welcome back, Ann');
    expect(frame.textContent).toContain('4 days');
    expect(frame.textContent).not.toContain('meditation');
  });

  it('is never shown to another member or a guest', () => {
    remember('ann');
    freshPage();
    expect(paintRememberedScreen('bob')).toBe(false);
    expect(paintRememberedScreen(null)).toBe(false);
    expect(root().textContent).toBe('Selah');
    remember(null);
    expect(screenKeys()).toHaveLength(1);
  });

  it('keeps nothing for a member who signed out before the browser was idle', () => {
    signedIn('ann');
    root().innerHTML = SCREEN;
    rememberScreenSoon('ann', stillRemembered('ann'));
    // Sign-out: the session cache is cleared and the member's copies deleted, then the guest's
    // dashboard renders; the copy waiting for an idle moment must not bring theirs back.
    signedIn(null);
    forgetMemberSnapshots('ann');
    vi.runAllTimers();
    expect(screenKeys()).toEqual([]);
  });

  it('keeps the screen as the member now remembered, after a switch of account', () => {
    signedIn('ann');
    root().innerHTML = SCREEN;
    rememberScreenSoon('ann', stillRemembered('ann'));
    signedIn('bob');
    root().innerHTML = SCREEN.replace('Ann', 'Bob');
    rememberScreenSoon('bob', stillRemembered('bob'));
    vi.runAllTimers();
    freshPage();
    expect(paintRememberedScreen('ann')).toBe(false);
    expect(paintRememberedScreen('bob')).toBe(true);
    expect(root().querySelector('h1')?.textContent).toBe('Welcome back, Bob');
  });

  it('is gone once the member signs out', () => {
    remember('ann');
    forgetMemberSnapshots('ann');
    freshPage();
    expect(paintRememberedScreen('ann')).toBe(false);
    expect(root().textContent).toBe('Selah');
  });

  it('is not painted on another path, at another width or on another day', () => {
    vi.setSystemTime(new Date(2026, 11, 6, 9, 0));
    remember('ann');
    freshPage();
    window.history.replaceState(null, '', '/journal');
    expect(paintRememberedScreen('ann')).toBe(false);
    window.history.replaceState(null, '', '/');
    wide = true;
    expect(paintRememberedScreen('ann')).toBe(false);
    wide = false;
    vi.setSystemTime(new Date(2026, 11, 7, 0, 1));
    expect(paintRememberedScreen('ann')).toBe(false);
    expect(root().textContent).toBe('Selah');
  });

  it('is not painted under another build of the app (an update may change the styles)', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-old.css">';
    remember('ann');
    freshPage();
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-new.css">';
    expect(paintRememberedScreen('ann')).toBe(false);
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-old.css">';
    expect(paintRememberedScreen('ann')).toBe(true);
  });

  it('is not kept when the member has moved on before the browser was idle', () => {
    signedIn('ann');
    root().innerHTML = SCREEN;
    rememberScreenSoon('ann', stillRemembered('ann'));
    window.history.replaceState(null, '', '/journal');
    vi.runAllTimers();
    window.history.replaceState(null, '', '/');
    freshPage();
    expect(paintRememberedScreen('ann')).toBe(false);
  });

  it('keeps one copy for many renders before the browser is idle: the last screen', () => {
    signedIn('ann');
    root().innerHTML = SCREEN;
    rememberScreenSoon('ann', stillRemembered('ann'));
    root().innerHTML = SCREEN.replace('4 days', '5 days');
    rememberScreenSoon('ann', stillRemembered('ann'));
    vi.runAllTimers();
    freshPage();
    paintRememberedScreen('ann');
    expect(root().textContent).toContain('5 days');
  });

  it('keeps no screen too long for localStorage', () => {
    remember('ann', `<p>${'x'.repeat(MAX_SCREEN_CHARS)}</p>`);
    freshPage();
    expect(paintRememberedScreen('ann')).toBe(false);
  });
});
