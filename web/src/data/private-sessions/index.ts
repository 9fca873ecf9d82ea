export { usePrivateSessions } from './hooks';
export { orderPrivateSessions, isScheduled } from './order';
export {
  createPrivateSession,
  completePrivateSession,
  deletePrivateSession,
  type NewPrivateSession,
} from './repository';
