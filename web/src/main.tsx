import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterFirstScreen } from './lib/first-screen';
import { activateAccount, getDb, openActiveDb } from './db/active-db';
import { closeUntakenReads, whenStartedReadsAnswered } from './db/live-reads';
import { hasTodaysDashboardCopy, startDashboardReads } from './features/dashboard/first-reads';
import { yieldToBrowser } from './lib/yield-to-browser';
import { rememberedAccount } from './session/session-cache';
import { startSessionCheck } from './session/session-check';
import { startSync } from './sync';
import './index.css';

/** How long reads started for a first screen that never reported its data stay open (a slow /api/me). */
const UNTAKEN_READS_WAIT_MS = 5_000;
/** How long a day's first dashboard waits for its reads before rendering without them. */
const FIRST_READS_WAIT_MS = 200;

// Where start-up stands when the entry's own code begins (the bench's phase table reads it).
performance.mark('selah:start');
// Only a remembered member's database is made current here: the guest's is the current one until
// another is, and is built when first used (on a first visit, in a task of its own, below).
const remembered = rememberedAccount();
if (remembered) {
  activateAccount(remembered.id);
  // Open the last member's local database first, so the app starts signed-in offline. IndexedDB
  // opens now, while React builds the first screen, so the screen's first reads find it open.
  void openActiveDb();
  // A remembered member's dashboard renders at once, so its reads start now, before that render:
  // its hooks join them instead of starting their own after it (decision 034). Their database
  // exists (the member used it last time), so the open does not tell them to run again, as it
  // does for a database it creates.
  const dashboard = location.pathname === '/';
  if (dashboard) startDashboardReads(getDb());
  // Ask the server who is here now: the answer travels while React builds the first screen.
  startSessionCheck();
  if (dashboard && !hasTodaysDashboardCopy(remembered.id)) {
    // The day's first visit: no figures from earlier today, so the dashboard's data is what
    // IndexedDB answers. Rendered at once, the first render held the main thread while the
    // database opened, and its open and reads were only handled after it: the data came about
    // 110 ms after the greeting. The reads are answered first, the main thread idle meanwhile,
    // and the first render has the data (decision 048).
    void whenStartedReadsAnswered(FIRST_READS_WAIT_MS).then(renderApp);
  } else {
    // Their first screen is built from what this device holds (their session and, from earlier
    // today, their dashboard's figures), so it is rendered at once, in one task, not as a
    // transition: rendered in slices, the database's open, the reads' answers and a frame of the
    // static shell ran between them and the greeting came 100-200 ms later, while the page had
    // nothing on screen to answer. Not with flushSync either, which would run the first commit's
    // effects before the first paint too (decision 039).
    renderApp();
  }
} else {
  void startFirstVisit();
}

/**
 * Anyone else's first screen waits for the network (the session check, then the first pull), so
 * their start-up is cut into tasks the browser can paint and answer input between: the question to
 * the server first, so it travels meanwhile, then the database, then React, whose first render is
 * a transition that yields to the browser between components (decision 042). In one task with the
 * entry's evaluation, this was the longest task of a first visit.
 */
async function startFirstVisit(): Promise<void> {
  startSessionCheck();
  await yieldToBrowser();
  void openActiveDb();
  await yieldToBrowser();
  startTransition(renderApp);
}

/** Renders the app into React's root over the page's static shell. */
function renderApp(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Server data and queued changes: the sync engine's chunks load once the first screen shows the
// member's data, so they never stand between the member and it (decision 029). On a new device the
// app is a guest until /api/session answers; the guest database pulls public rows alone whoever is
// signed in, and the member's own database pulls once the app has switched to it (decision 031).
afterFirstScreen(startSync);
afterFirstScreen(closeUntakenReads, UNTAKEN_READS_WAIT_MS);
