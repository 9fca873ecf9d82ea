export {
  MOOD_HISTORY_PAGE_SIZE,
  useMoodEntries,
  useMoodEntryCount,
  useMoodOverview,
  useMoodStreak,
  type MoodOverview,
} from './hooks';
export { deleteMoodEntry, logMood, type LogMoodInput } from './repository';
