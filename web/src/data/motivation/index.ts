export { useUnreadMotivations } from './hooks';
export { generateDailyMotivation, markMotivationRead } from './repository';
