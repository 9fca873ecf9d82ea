import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreCachedAccount, sessionFirstChecked } from './app/session/session-cache';
import { startSessionCheck } from './app/session/session-check';
import { preloadWriteSchemasWhenIdle } from './data/load-write-schemas';
import { startSync } from './sync';
import './index.css';

// Open the last member's local database first, so the app starts signed-in offline.
restoreCachedAccount();
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

// Server data and queued changes follow once the session is known (the right account's database
// is open by then), beside the UI, never in the way of its first paint.
// The write schemas (zod) are kept off the first route; fetch them once the page is idle so the
// first write on any screen needs no wait, and works offline even if the service worker had not
// finished caching them.
void sessionFirstChecked.then(() => {
  startSync();
  preloadWriteSchemasWhenIdle();
});
