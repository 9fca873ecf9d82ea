import type { Goal, JournalEntry } from '@selah/shared';
import { ActiveGoalsCard } from './ActiveGoalsCard';
import { FIRST_SCREEN_BLOCK } from './lower-blocks';
import { RecentReflections } from './RecentReflections';

export interface FirstScreenSectionsProps {
  activeGoals: Goal[] | undefined;
  journalEntries: JournalEntry[] | undefined;
  now: Date;
}

/**
 * The active goals and the latest journal entries, right under the stat cards. They are the
 * member's own data, so they ship with the page: a returning member sees them with the greeting,
 * not after a chunk loaded on scroll (docs/decisions/029-open-before-the-network.md).
 */
export function FirstScreenSections({
  activeGoals,
  journalEntries,
  now,
}: FirstScreenSectionsProps) {
  return (
    <div className={FIRST_SCREEN_BLOCK}>
      <ActiveGoalsCard goals={activeGoals} />
      <RecentReflections entries={journalEntries} now={now} />
    </div>
  );
}
