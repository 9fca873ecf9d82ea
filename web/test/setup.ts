/**
 * Test setup for the web project (Vitest + jsdom):
 * - jest-dom matchers, and React Testing Library cleanup after each test;
 * - fake-indexeddb, with every local database closed and a fresh IndexedDB after each test;
 * - a test that logs console.error fails (React warnings, act() warnings, unhandled UI errors);
 * - the few browser APIs jsdom lacks and our UI touches.
 */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeAllDatabases } from '../src/db/active-db';
import { resetVersionChange } from '../src/db/version-change';

// Screens are lazy chunks and whole-screen tests touch IndexedDB: on a shared 2-core machine a
// first import can take over 1 s, and a full run can push a test past Vitest's 5 s default. One CI
// run, the three projects side by side, waited more than 4 s for a journal save's toast (a save
// first imports the write schemas, zod), so a find waits up to 10 s (a test that fails still fails).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error.bind(console);

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  });
});

afterEach(() => {
  cleanup();
  closeAllDatabases();
  resetVersionChange();
  // A brand-new IndexedDB: no database survives into the next test.
  const fresh = new IDBFactory();
  globalThis.indexedDB = fresh;
  Dexie.dependencies.indexedDB = fresh;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  localStorage.clear();
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

// jsdom gaps used by the UI (Headless UI, scrolling the active nav item into view).
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom logs "Not implemented" (a console.error) for scrolling; the UI scrolls to top on navigation.
window.scrollTo = () => {};
// jsdom has no PointerEvent; without it fireEvent.pointer* drops clientX (swipe-to-dismiss tests).
if (!('PointerEvent' in globalThis)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  globalThis.PointerEvent = PointerEventPolyfill as typeof PointerEvent;
}

/** Width queries are answered for jsdom's window (1024 px wide: the desktop layout); others never match. */
function matchesWidth(query: string): boolean {
  const min = /\(min-width:\s*([\d.]+)(px|rem)\)/.exec(query);
  if (!min) return false;
  const px = Number(min[1]) * (min[2] === 'rem' ? 16 : 1);
  return window.innerWidth >= px;
}

window.matchMedia ??= (query: string) =>
  ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
