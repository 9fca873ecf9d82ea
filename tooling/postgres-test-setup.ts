import type { TestProject } from 'vitest/node';
import { prepareTemplate } from '@selah/sync-server/tools';
import { startPostgresCluster } from './postgres';

/** The database every test database is copied from (migrated once per run). */
const TEMPLATE = 'selah_template';

/**
 * Global setup of the test projects that run on PostgreSQL: one throwaway cluster for the run
 * (installed with apt when missing), a migrated template database in it, removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const cluster = await startPostgresCluster();
  await prepareTemplate(cluster.adminUrl, TEMPLATE);
  // The tests declare this key's type (sync-server/test/engine.ts).
  (project.provide as (key: string, value: unknown) => void)('postgres', {
    adminUrl: cluster.adminUrl,
    template: TEMPLATE,
  });
  console.log(
    `${project.name}: PostgreSQL test cluster on ${new URL(cluster.adminUrl).host} ready in ${Date.now() - started} ms`,
  );
  return () => cluster.stop();
}
