import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyTheme } from './lib/theme';
import { restoreCachedAccount } from './session/session-cache';
import { startSessionCheck } from './session/session-check';
import { startSync } from './sync';
import './index.css';

// The member's theme before anything is painted.
applyTheme();
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

// Server data and queued changes load beside the UI from the start. On a new device the app is a
// guest until /api/session answers; the guest database pulls public rows alone whoever is signed
// in, and the member's own database pulls once the app has switched to it (decision 009).
startSync();
