/**
 * The synced tables' declarations and the lists derived from them. Re-exports only: a bundle takes
 * just the modules it uses (the device's start-up needs ./device.ts alone), so no list is computed
 * here.
 */
export type * from './types';
export { ENTITIES, PRAYER_AUTHOR_ONLY_MESSAGE } from './definitions';
export * from './device';
export * from './policies';
export * from './schemas';
