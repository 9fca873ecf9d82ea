import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useRef } from 'react';
import { preview, type CommunityPost, type FeedFilter } from '@selah/shared';
import { Button } from '../../ui';

export interface FeedFilterListProps {
  filters: FeedFilter[];
  /** Every post on the device, the hidden and muted ones included (for names and excerpts). */
  localPosts: readonly CommunityPost[];
  onShowAgain: (filter: FeedFilter) => void;
}

const EXCERPT_LENGTH = 60;

/** What a filter keeps out, in words: the muted member's name, or the hidden post's opening. */
export function describeFilter(filter: FeedFilter, localPosts: readonly CommunityPost[]): string {
  if (filter.kind === 'author') {
    const post = localPosts.find((p) => p.userId === filter.targetId);
    return post ? post.author.name : 'A member';
  }
  const post = localPosts.find((p) => p.id === filter.targetId);
  return post ? `“${preview(post.content.replace(/\s+/g, ' ').trim(), EXCERPT_LENGTH)}”` : 'A post';
}

/** "Hidden and muted": the member's feed filters, each with "Show again". */
export function FeedFilterList({ filters, localPosts, onShowAgain }: FeedFilterListProps) {
  const toggle = useRef<HTMLButtonElement>(null);
  if (filters.length === 0) return null;
  return (
    <Disclosure as="section" aria-label="Hidden and muted" className="mt-8">
      <DisclosureButton
        ref={toggle}
        className="group inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <span
          aria-hidden="true"
          className="inline-block transition-transform group-data-open:rotate-90"
        >
          ›
        </span>
        Hidden and muted ({filters.length})
      </DisclosureButton>
      <DisclosurePanel as="ul" className="mt-2 flex flex-col divide-y divide-line/70">
        {filters.map((filter) => {
          const what = describeFilter(filter, localPosts);
          const kind = filter.kind === 'author' ? 'Muted' : 'Hidden post';
          return (
            <li
              key={filter.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="min-w-0 text-sm break-words text-ink">
                <span className="font-semibold text-ink-muted">{kind}:</span> {what}
              </p>
              <Button
                variant="secondary"
                className="shrink-0 self-start sm:self-auto"
                aria-label={`Show again: ${kind.toLowerCase()}, ${what}`}
                onClick={() => {
                  onShowAgain(filter);
                  // The row goes away: keep keyboard focus in the list's disclosure.
                  toggle.current?.focus();
                }}
              >
                Show again
              </Button>
            </li>
          );
        })}
      </DisclosurePanel>
    </Disclosure>
  );
}
