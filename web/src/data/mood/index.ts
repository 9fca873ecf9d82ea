export { MOOD_HISTORY_PAGE_SIZE, useMoodEntries, useMoodEntryCount, useMoodStreak } from './hooks';
export { deleteMoodEntry, logMood, type LogMoodInput } from './repository';
