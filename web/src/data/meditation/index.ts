export {
  RECENT_SESSIONS_LIMIT,
  useMeditationAudio,
  useMeditationSessions,
  useMeditationStats,
  useWeeklyMeditationMinutes,
  type MeditationStats,
} from './hooks';
export { recordMeditationSession } from './repository';
