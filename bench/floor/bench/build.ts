import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { progress } from '../../lib/log';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the floor is built (its vite.config.ts names the same folder): never web/dist. */
export const FLOOR_DIST = join(REPO, 'bench/.tmp/floor-dist');

/** A production build of the floor page (vite CLI with its own config). */
export function buildFloorPage(): string {
  progress('building the floor page');
  const result = spawnSync(
    process.execPath,
    [
      join(REPO, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(REPO, 'bench/floor/vite.config.ts'),
      '--logLevel',
      'warn',
    ],
    // Vite's report goes to stderr with the progress lines: stdout carries only the tables.
    { cwd: REPO, stdio: ['ignore', process.stderr, 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
  return FLOOR_DIST;
}
