import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreCachedAccount } from './app/session/session-cache';
import { startSync } from './sync';
import './index.css';

// Open the last member's local database first, so the app starts signed-in offline; then load
// server data and send queued changes beside the UI, never in its way.
restoreCachedAccount();
startSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
