import { useEffect, useState, type RefObject } from 'react';

/** How far down the page must be before the header may go: its own height, about. */
const SHOWN_NEAR_TOP_PX = 96;

/**
 * Whether the phone header is out of the way: it goes while the member scrolls down (reading, the
 * content wants the room) and comes back as soon as they scroll up, near the top of the page, or
 * when focus moves into it (a keyboard reaching "Get help now" must see it).
 * The scroll handler only compares two numbers and sets state when the answer changes, so it runs on
 * every scroll event rather than a frame later.
 * The page's position is first read by the first scroll event, not when the header mounts: reading
 * `scrollY` makes the browser lay the page out at once, and at start-up the mount's effects run
 * between the first screen's commit and its first frame, where that layout cost the member's data
 * 10-15 ms on screen. The first scroll only records where the page is.
 */
export function useHiddenOnScrollDown(header: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let last: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= SHOWN_NEAR_TOP_PX) setHidden(false);
      else if (last !== undefined && y > last) setHidden(true);
      else if (last !== undefined && y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const show = () => setHidden(false);
    element.addEventListener('focusin', show);
    return () => element.removeEventListener('focusin', show);
  }, [header]);

  return hidden;
}
