/**
 * The zod half of the tables declared in a folder of their own (./prayer-requests/): their schemas,
 * re-exported for the server and the app; the args of their mutations, joined into MUTATION_ARGS;
 * and their REST routes, which the server's generic router mounts. A new table adds its line to
 * each list here, and its facts and effects in ./device.ts.
 */
import type { SyncTable } from '../constants/sync';
import { prayerRequestArgs, prayerRequestRoutes } from './prayer-requests/schemas';
import type { RestRoutes } from './rest';

export * from './prayer-requests/schemas';
export type * from './rest';

export const DECLARED_ARGS = { ...prayerRequestArgs } as const;

/** Tables whose REST routes are declared (the older tables' routes are written by hand). */
export const DECLARED_REST_ROUTES: Partial<Record<SyncTable, RestRoutes>> = {
  prayerRequests: prayerRequestRoutes,
};
