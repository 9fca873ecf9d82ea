import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterFirstScreen } from './lib/first-screen';
import { getDb, openActiveDb } from './db/active-db';
import { closeUntakenReads } from './db/live-reads';
import { startDashboardReads } from './features/dashboard/first-reads';
import { applyTheme } from './lib/theme';
import { restoreCachedAccount } from './session/session-cache';
import { startSessionCheck } from './session/session-check';
import { startSync } from './sync';
import './index.css';

/** How long reads started for a first screen that never reported its data stay open (a slow /api/me). */
const UNTAKEN_READS_WAIT_MS = 5_000;

// Where start-up stands when the entry's own code begins (the bench's phase table reads it).
performance.mark('selah:start');
// The member's theme before anything is painted.
applyTheme();
// Open the last member's local database first, so the app starts signed-in offline. IndexedDB
// opens now, while React builds the first screen, so the screen's first reads find it open.
const remembered = restoreCachedAccount();
const opening = openActiveDb();
// A remembered member's dashboard renders at once: its reads start as soon as the database is open,
// not after React's first render from its hooks, so that render finds their answers (decision
// 034). Not before it is open: a database created by this open tells every live query to run
// again. Anyone else's dashboard waits for the session check, which may switch databases.
if (remembered && location.pathname === '/') {
  const db = getDb();
  void opening.then(() => startDashboardReads(db));
}
// Ask the server who is here now: the answer travels while React builds the first screen.
startSessionCheck();

// The first render is a transition, so React yields to the browser between components instead of
// holding the main thread for the whole tree in one task.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Server data and queued changes: the sync engine's chunks load once the first screen shows the
// member's data, so they never stand between the member and it (decision 029). On a new device the
// app is a guest until /api/session answers; the guest database pulls public rows alone whoever is
// signed in, and the member's own database pulls once the app has switched to it (decision 031).
afterFirstScreen(startSync);
afterFirstScreen(closeUntakenReads, UNTAKEN_READS_WAIT_MS);
