/**
 * Test setup under jsdom (loaded by setup.ts when there is a document):
 * - jest-dom matchers, and React Testing Library cleanup after each test;
 * - Web Storage cleared after each test;
 * - the few browser APIs jsdom lacks and our UI touches.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the projects side by side on two cores, beside a PostgreSQL cluster and server child
// processes: a journal save's toast (a save first imports the write schemas, zod, fresh in each
// isolated file) once took more than 4 s, later more than 10 s. A find waits up to 15 s; a test
// that fails still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom gaps used by the UI (Headless UI, scrolling the active nav item into view).
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom has no Web Animations API. Headless UI waits for an element's running animations before it
// ends a transition; with none running, that is an empty list (what Headless UI would otherwise
// patch in itself, with a console warning for every element).
Element.prototype.getAnimations ??= function getAnimations() {
  return [];
};
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
