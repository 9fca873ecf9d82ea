import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The web app's tests run in two projects: jsdom costs about a second to start in every file, so only
 * the rendering tests (.tsx) get it and the rest (.ts: Dexie, sync, rules) run in node. A .ts test
 * that renders a hook or needs Web Storage starts with `// @vitest-environment jsdom`.
 */
function webProject(
  name: string,
  environment: 'node' | 'jsdom',
  extension: 'ts' | 'tsx',
): TestProjectInlineConfiguration {
  return {
    plugins: [react()],
    test: {
      name,
      root: 'web',
      environment,
      include: [`src/**/*.test.${extension}`, `test/**/*.test.${extension}`],
      setupFiles: ['./test/setup.ts'],
      isolate: environment === 'jsdom',
      // Days, weeks and the helpline region (guessed from the zone) must not depend on the machine.
      env: { TZ: 'UTC' },
    },
  };
}

/**
 * The sync engine's tests against the real server (web/test/sync) once more, with the server on
 * PostgreSQL. The one rendering test among them (sync.test.tsx) needs jsdom, like web-dom.
 */
function webSyncOnPostgres(): TestProjectInlineConfiguration {
  const project = webProject('web-sync-postgres', 'node', 'ts');
  return {
    ...project,
    test: {
      ...project.test,
      include: ['test/sync/**/*.test.ts', 'test/sync/**/*.test.tsx'],
      // sync.test.tsx asks for jsdom in its first line (Vitest gives it its own environment).
      env: { SELAH_TEST_ENGINE: 'postgres' },
      globalSetup: ['../tooling/postgres-test-setup.ts'],
    },
  };
}

/**
 * The server's tests run once per database engine: on SQLite files, and on a throwaway PostgreSQL
 * cluster (tooling/postgres-test-setup.ts) that the run starts, installing PostgreSQL first when
 * missing, and removes at the end.
 */
function serverProject(
  name: string,
  engine: 'sqlite' | 'postgres',
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: 'sync-server',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // Files share a worker's loaded modules (no file keeps state in a module: each opens its own
      // databases and servers); importing the server afresh for every file took most of the time.
      isolate: false,
      env: { SELAH_TEST_ENGINE: engine },
      ...(engine === 'postgres' && { globalSetup: ['../tooling/postgres-test-setup.ts'] }),
    },
  };
}

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: one worker on a two-core machine. The server and
    // sync tests spend much of their time waiting on databases and sockets, so a worker per core
    // keeps both busy. Every file has its own databases and ports, so files never meet.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Checks over the repository's sources as a whole (e.g. the copy's typography).
        test: { name: 'tooling', root: 'tooling', environment: 'node', include: ['*.test.ts'] },
      },
      {
        // The bench's own bookkeeping (how RESULTS.md is written), not its measurements.
        test: {
          name: 'bench',
          root: 'bench',
          environment: 'node',
          include: ['lib/*.test.ts', 'seed/*.test.ts'],
        },
      },
      serverProject('sync-server', 'sqlite'),
      serverProject('sync-server-postgres', 'postgres'),
      webProject('web-node', 'node', 'ts'),
      webProject('web-dom', 'jsdom', 'tsx'),
      webSyncOnPostgres(),
    ],
  },
});
