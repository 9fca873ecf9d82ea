export { useJournalEntries, useJournalStats, localMonthRange, type JournalStats } from './hooks';
export {
  createJournalEntry,
  updateJournalEntry,
  deleteJournalEntry,
  type NewJournalEntry,
} from './repository';
