import { inject } from 'vitest';
import type { ThrowawayOptions } from '@selah/sync-server/tools';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set for the PostgreSQL projects (tooling/postgres-test-setup.ts): where to make databases. */
    postgres: { adminUrl: string; template: string };
  }
}

/**
 * Which engine this test run uses: the sync-server tests run twice, once per engine (the
 * `sync-server` and `sync-server-postgres` projects in vitest.config.ts).
 */
export const TEST_ENGINE = process.env.SELAH_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export function throwawayOptions(): ThrowawayOptions {
  if (TEST_ENGINE === 'sqlite') return { engine: 'sqlite' };
  const postgres = inject('postgres');
  if (!postgres) throw new Error('The PostgreSQL project runs without its global setup');
  return { engine: 'postgres', adminUrl: postgres.adminUrl, template: postgres.template };
}
