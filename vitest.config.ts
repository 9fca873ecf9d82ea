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
    },
  };
}

export default defineConfig({
  test: {
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
        test: {
          name: 'sync-server',
          root: 'sync-server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      webProject('web-node', 'node', 'ts'),
      webProject('web-dom', 'jsdom', 'tsx'),
    ],
  },
});
