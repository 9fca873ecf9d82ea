import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { progress } from '../../lib/log';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the page is built (its vite.config.ts names the same folder): never web/dist. */
export const NETWORK_FIRST_DIST = join(REPO, 'bench/.tmp/network-first-dist');

/**
 * A normal production build of the network-first page (vite CLI with its own config) into
 * bench/.tmp/network-first-dist, plus the web app's artwork the seeded inspiration points at.
 */
export function buildNetworkFirstPage(): string {
  progress('building the network-first page');
  const result = spawnSync(
    process.execPath,
    [
      join(REPO, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(REPO, 'bench/network-first/vite.config.ts'),
      '--logLevel',
      'warn',
    ],
    { cwd: REPO, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
  cpSync(join(REPO, 'web/public/images'), join(NETWORK_FIRST_DIST, 'images'), { recursive: true });
  cpSync(join(REPO, 'web/public/favicon.svg'), join(NETWORK_FIRST_DIST, 'favicon.svg'));
  return NETWORK_FIRST_DIST;
}
