import { useEffect, useRef } from 'react';
import { Button } from '../../ui';
import type { FeedEnd } from './useFeedPaging';

export interface FeedEndControlsProps {
  end: FeedEnd;
  /** How many posts are listed (the sentinel looks again after each page). */
  listed: number;
  onShowMore: () => void;
}

const STATUS: Partial<Record<FeedEnd, string>> = {
  loading: 'Loading older posts…',
  start: 'That’s everything shared so far.',
  offline: 'Older posts load when you’re back online.',
};

/**
 * The end of the feed. Scrolling near it lists the next page by itself (an IntersectionObserver on
 * a sentinel); "Show older posts" does the same from the keyboard, or where there is no observer.
 * A status line says when older posts are loading, need a connection, or when the first post is
 * reached; a failed load offers Retry (never retried by scrolling alone).
 */
export function FeedEndControls({ end, listed, onShowMore }: FeedEndControlsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const showMore = useRef(onShowMore);
  useEffect(() => {
    showMore.current = onShowMore;
  });

  const automatic = end === 'local' || end === 'fetch';
  useEffect(() => {
    const target = sentinel.current;
    if (!automatic || !target || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page reports at once whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [automatic, listed, end]);

  const status = STATUS[end];
  const button = end === 'local' || end === 'fetch' || end === 'loading' || end === 'error';
  return (
    <div className="mt-6 flex flex-col items-center gap-3 text-center">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      <p role="status" className="text-sm text-ink-muted">
        {end === 'loading' && (
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-primary/25 border-t-primary align-[-3px]"
          />
        )}
        {status}
      </p>
      {end === 'error' && (
        <p role="alert" className="text-sm text-danger-ink">
          Older posts couldn’t load.
        </p>
      )}
      {button && (
        <Button
          variant="secondary"
          aria-disabled={end === 'loading' || undefined}
          onClick={() => {
            if (end !== 'loading') onShowMore();
          }}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {end === 'error' ? 'Retry' : 'Show older posts'}
        </Button>
      )}
    </div>
  );
}
