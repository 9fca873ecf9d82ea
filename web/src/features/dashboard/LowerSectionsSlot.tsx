import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { onDemand } from '../../lib/load-once';
import { Button } from '../../ui';
import { LOWER_BLOCKS } from './lower-blocks';

import type { LowerSectionsProps } from './LowerSections';

type Sections = ComponentType<LowerSectionsProps>;

/** The lower sections' chunk; a failed load is not remembered, so "Try again" loads it. */
const sectionsChunk = onDemand<Sections>(() =>
  import('./LowerSections').then((module) => module.default),
);

/**
 * True once the member may see what lies below the stat cards: the placeholder comes into view (a
 * tall screen shows it at once), or the member scrolls or presses a key (a keyboard or screen
 * reader user moving on through the page). Without IntersectionObserver, at once.
 */
function useNeeded(placeholder: RefObject<HTMLElement | null>): boolean {
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    // The gap under the stat cards peeking in at the bottom edge is no reason to load; scrolling is.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) need();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    window.addEventListener('scroll', need, { passive: true, once: true });
    window.addEventListener('keydown', need, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', need);
      window.removeEventListener('keydown', need);
    };
  }, [needed, placeholder]);
  return needed;
}

/**
 * The dashboard's lower sections, loaded as their own chunk when the member may see them (the
 * first route stays within its JavaScript budget: docs/decisions/006-first-route-budget.md). Until
 * then, and while loading, placeholders hold each block's estimated height. The service worker
 * precaches the chunk, so it loads offline too; if it cannot load, the member can try again.
 */
export function LowerSectionsSlot(props: LowerSectionsProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const needed = useNeeded(placeholder);
  const [state, setState] = useState<{ Sections: Sections | null; failed: boolean }>(() => ({
    Sections: sectionsChunk.current,
    failed: false,
  }));
  const { Sections, failed } = state;

  useEffect(() => {
    if (!needed || Sections || failed) return;
    let current = true;
    sectionsChunk.load().then(
      (sections) => current && setState({ Sections: sections, failed: false }),
      () => current && setState({ Sections: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [needed, Sections, failed]);

  if (Sections) return <Sections {...props} />;
  return (
    <div
      ref={placeholder}
      className="flex flex-col gap-6"
      aria-busy={!failed}
      // Tests and tools that scroll through the page wait for this to go.
      data-loading-sections=""
      // Loaded as the member scrolls: not part of the remembered screen (lib/remembered-screen.ts).
      data-not-remembered=""
    >
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-ink-muted">
          <p>Couldn’t load the rest of your dashboard.</p>
          <Button variant="secondary" onClick={() => setState({ Sections: null, failed: false })}>
            Try again
          </Button>
        </div>
      ) : (
        <span className="sr-only">The rest of your dashboard loads as you scroll.</span>
      )}
      {LOWER_BLOCKS.map((block) => (
        // A quiet card-shaped shade, not a blank page, for a member who jumps to the end before
        // the sections arrive (from the service worker's cache, a moment).
        <div
          key={block}
          className={`${block} min-h-(--fold-estimate) rounded-[var(--radius-card)] bg-surface-muted/60`}
        />
      ))}
    </div>
  );
}
