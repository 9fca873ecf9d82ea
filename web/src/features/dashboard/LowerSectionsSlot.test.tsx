import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as loadOnce from '../../lib/load-once';
import type { LowerSectionsProps } from './LowerSections';

/** An IntersectionObserver the test drives: `intersect()` reports the observed placeholder in view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  observed: Element[] = [];
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  intersect() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const props: LowerSectionsProps = {
  signedIn: true,
  inspirations: [],
  favorites: new Set(),
  onToggleFavorite: () => undefined,
  posts: [],
  onLike: () => undefined,
  now: new Date('2026-11-27T12:00:00Z'),
};

/** A fresh copy of the slot (its chunk cache is module state), rendered in a router. */
async function renderSlot() {
  const { LowerSectionsSlot } = await import('./LowerSectionsSlot');
  return render(
    <MemoryRouter>
      <LowerSectionsSlot {...props} />
    </MemoryRouter>,
  );
}

const quickActions = () => screen.queryByRole('heading', { name: 'Quick Actions' });

/** How many times the slot has asked for its chunk (counted as the import starts). */
let asked = 0;

/**
 * Nothing asked for: checked once the slot's effects have run (its observer watches the
 * placeholder), which is where it asks for the chunk, synchronously, when it is needed.
 */
function expectNothingAsked() {
  expect(asked).toBe(0);
  expect(FakeIntersectionObserver.current?.observed).toHaveLength(1);
  expect(quickActions()).toBeNull();
}

describe('LowerSectionsSlot', () => {
  // Transformed once up front, so a find's wait for the chunk is not spent transforming it.
  beforeAll(async () => {
    await import('./LowerSections');
  });
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.current = null;
    asked = 0;
    vi.doMock('../../lib/load-once', async (importOriginal) => {
      const original = await importOriginal<typeof loadOnce>();
      return {
        onDemand: <T,>(importer: () => Promise<T>) =>
          original.onDemand(() => {
            asked += 1;
            return importer();
          }),
      };
    });
  });
  afterEach(() => {
    vi.doUnmock('./LowerSections');
    vi.doUnmock('../../lib/load-once');
    vi.unstubAllGlobals();
  });

  it('holds the sections’ place until the member scrolls, then shows them', async () => {
    const { container } = await renderSlot();
    expect(screen.getByText('The rest of your dashboard loads as you scroll.')).toBeInTheDocument();
    // Four placeholders, each with its block's estimated height.
    expect(container.querySelectorAll('.below-the-fold')).toHaveLength(4);
    expectNothingAsked();

    fireEvent.scroll(window);
    expect(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Morning Mindfulness' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Daily Inspiration' })).toBeVisible();
    expect(screen.queryByText('The rest of your dashboard loads as you scroll.')).toBeNull();
  });

  it('loads when its placeholder comes into view, a little inside the bottom edge', async () => {
    await renderSlot();
    const observer = FakeIntersectionObserver.current!;
    expect(observer.options?.rootMargin).toBe('0px 0px -10% 0px');
    expectNothingAsked();
    act(() => observer.intersect());
    expect(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  });

  it('loads on a key press, so a keyboard user tabbing on finds the sections', async () => {
    await renderSlot();
    expectNothingAsked();
    await userEvent.keyboard('{Tab}');
    expect(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  });

  it('says so when the sections cannot load, and tries again on request', async () => {
    let failures = 1;
    vi.doMock('./LowerSections', async (importOriginal) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Failed to fetch dynamically imported module');
      }
      return importOriginal();
    });
    await renderSlot();
    fireEvent.scroll(window);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Couldn’t load the rest of your dashboard.',
    );
    expect(quickActions()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
