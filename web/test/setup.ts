/**
 * Test setup for the web projects. Every test, in node or in jsdom:
 * - fake-indexeddb, with every local database closed and a fresh IndexedDB after each test;
 * - a test that logs console.error fails (React warnings, act() warnings, unhandled UI errors).
 * Under jsdom, setup-dom.ts adds jest-dom, React Testing Library and the browser APIs jsdom lacks.
 */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeAllDatabases } from '../src/db/active-db';
import { closeAllReads } from '../src/db/live-reads';
import { resetVersionChange } from '../src/db/version-change';

// Screens are lazy chunks and whole-screen tests touch IndexedDB: on a shared 2-core machine a
// first import can take over 1 s, and a full run can push a test past Vitest's 5 s default. Room
// for two finds at their longest (setup-dom.ts).
vi.setConfig({ testTimeout: 35_000 });

let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error.bind(console);

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  });
});

// Registered before setup-dom's afterEach, so it runs after it: screens unmount first, then the
// databases they read from close.
afterEach(() => {
  closeAllReads();
  closeAllDatabases();
  resetVersionChange();
  // A brand-new IndexedDB: no database survives into the next test.
  const fresh = new IDBFactory();
  globalThis.indexedDB = fresh;
  Dexie.dependencies.indexedDB = fresh;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();

  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});

if (typeof document !== 'undefined') await import('./setup-dom');
