/**
 * What the server's own tests, the web app's sync tests and the benchmarks may use besides
 * `createApp` (package entry `@selah/sync-server/tools`). Nothing outside sync-server imports its
 * source files directly: this list is the contract, so the server's inside can move freely.
 */
export { closeDatabase, openDatabase, type AppDatabase } from './db/client';
export * as schema from './db/schema';
export * as postgresSchema from './db/schema-postgres';
export { seedDatabase } from './db/seed';
export { SEED_AUDIO, SEED_INSPIRATION, SEED_TIPS } from './db/seed-data';
export { SESSION_MS } from './services/accounts';
export { localDayRangesJson } from './services/local-days';
export { hashPassword } from './security/passwords';
export { hashToken, newSessionToken } from './security/tokens';
export { isKnownTimeZone } from './http/time-zone';
export {
  createThrowawayDatabase,
  prepareTemplate,
  type ThrowawayDatabase,
  type ThrowawayOptions,
} from './db/throwaway';
export { openSqlite, pingDatabase, type DatabaseLocation } from './db/client';
export { engineOf, type Engine } from './db/dialect';
export { cursorSpaceOf, decodeCursor, encodeCursor, type Cursor } from './sync/cursor';
