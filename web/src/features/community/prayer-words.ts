import { ANONYMOUS_AUTHOR_LABEL } from '@selah/shared';
import type { LocalPrayerRequest } from '../../db';

/**
 * How many prayed, in words that never shame a quiet request: nobody yet is an invitation, and
 * the reader's own prayer is named as theirs.
 */
export function prayedText(request: Pick<LocalPrayerRequest, 'prayedCount' | 'prayedByMe'>) {
  const count = request.prayedCount;
  if (count === 0) return 'Be the first to pray';
  if (request.prayedByMe === true) {
    const others = count - 1;
    if (others === 0) return 'You prayed';
    return `You and ${others} ${others === 1 ? 'other' : 'others'} prayed`;
  }
  return `${count} ${count === 1 ? 'person' : 'people'} prayed`;
}

/** The count as the one who asked reads it: before anyone prays, a promise, not a zero. */
export function ownPrayedText(count: number): string {
  if (count === 0) return 'Shared with the community';
  return `${count} ${count === 1 ? 'person' : 'people'} prayed for this`;
}

/** Who asked, as the reader may know it: an anonymous request is signed by the community. */
export function askedBy(request: Pick<LocalPrayerRequest, 'author'>): string {
  return request.author?.name ?? ANONYMOUS_AUTHOR_LABEL;
}
