import type { TestProject } from 'vitest/node';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../../tooling/postgres';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;
let cluster: PostgresCluster | undefined;

/** E2E_DATABASE=postgres: the server runs on a fresh database in a throwaway PostgreSQL cluster. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (process.env.E2E_DATABASE !== 'postgres') return {};
  cluster = await startPostgresCluster();
  return { DATABASE_URL: await createDatabase(cluster.adminUrl, 'selah_e2e') };
}

export async function setup(project: TestProject) {
  server = await startServer({ env: await databaseEnv() });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  // The first account on a fresh install becomes the admin: make it here, before any test signs up.
  const admin = { username: 'admin', email: 'admin@example.org', password: 'still-waters-9' };
  const response = await fetch(`${server.baseURL}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, confirmPassword: admin.password, timeZone: 'UTC' }),
  });
  if (response.status !== 201)
    throw new Error(`Admin signup failed: ${response.status} ${await response.text()}`);
  project.provide('admin', admin);
}

export async function teardown() {
  await server?.stop();
  await cluster?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    admin: { username: string; email: string; password: string };
  }
}
