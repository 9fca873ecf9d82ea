import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: its own data folder, port and socket
 * folder, removed by stop(). Both URLs connect as the superuser `selah` without a password; `url` is
 * for the caller's work, `adminUrl` for createDatabase and dropDatabase.
 */
export interface PostgresCluster {
  url: string;
  adminUrl: string;
  dataDir: string;
  /**
   * `pg_ctl restart -m fast`, as an operator's maintenance does: every connection is ended (57P01),
   * the server is down for a moment and comes back on the same port. Resolves once it accepts
   * connections again.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'selah';
const DATABASE_NAME = /^[a-z_][a-z0-9_]*$/;
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

function hasServerBinaries(bin: string): boolean {
  return existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'));
}

/** The highest version under /usr/lib/postgresql/<version>/bin that has initdb and pg_ctl. */
function findDebianBin(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return undefined;
  return readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_POSTGRES_ROOT, version, 'bin'))
    .find(hasServerBinaries);
}

/**
 * Debian's postgresql package creates and starts a "main" cluster on port 5432 that the tests never
 * use; a createcluster.d file turns that off for the length of the install only.
 */
function aptInstallPostgres(): void {
  const confDir = '/etc/postgresql-common/createcluster.d';
  const noMainCluster = join(confDir, 'zz-selah-no-main-cluster.conf');
  process.stderr.write(
    'PostgreSQL is not installed: installing it with apt-get (about a minute)\n',
  );
  mkdirSync(confDir, { recursive: true });
  writeFileSync(noMainCluster, 'create_main_cluster = off\n');
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
      const result = spawnSync('apt-get', args, { env, encoding: 'utf8', maxBuffer: 64 << 20 });
      if (result.status !== 0) {
        const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-4000);
        throw new Error(
          `apt-get ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`,
        );
      }
    }
  } finally {
    rmSync(noMainCluster, { force: true });
  }
}

/**
 * The folder with initdb and pg_ctl: POSTGRES_BIN, else Debian's newest installed version. As root
 * (CI on a fresh Debian machine) a missing PostgreSQL is installed with apt-get; otherwise a missing
 * one is an error, so the server suites never pass by silently skipping.
 */
export function ensurePostgresInstalled(): string {
  const override = process.env.POSTGRES_BIN;
  if (override) {
    if (!hasServerBinaries(override)) {
      throw new Error(`POSTGRES_BIN=${override} does not hold initdb and pg_ctl`);
    }
    return override;
  }
  const found = findDebianBin();
  if (found) return found;
  if (!isRoot) {
    throw new Error(
      `PostgreSQL's server (initdb, pg_ctl) is not under ${DEBIAN_POSTGRES_ROOT}/<version>/bin. ` +
        'Install it with `sudo apt-get install -y postgresql`, or set POSTGRES_BIN to the folder ' +
        'that holds initdb and pg_ctl.',
    );
  }
  aptInstallPostgres();
  const installed = findDebianBin();
  if (!installed) {
    throw new Error(`apt-get installed postgresql, yet no initdb under ${DEBIAN_POSTGRES_ROOT}`);
  }
  return installed;
}

/** initdb and pg_ctl refuse to run as root, so root runs them as Debian's `postgres` user. */
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function runAsClusterOwner(command: string, args: string[], cwd: string): Promise<void> {
  const [file, argv] = asClusterOwner(command, args);
  try {
    await run(file, argv, { cwd });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stderr || stdout || String(error)}`, {
      cause: error,
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Durability is worthless for a cluster deleted after the run; these make writes cheap. */
function testSettings(socketDir: string): string {
  return `
listen_addresses = '127.0.0.1'
unix_socket_directories = '${socketDir.replaceAll("'", "''")}'
max_connections = 200
shared_buffers = 32MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = minimal
max_wal_senders = 0
`;
}

/** Stops each cluster still running when the process exits, synchronously as 'exit' requires. */
const running = new Set<() => void>();
let exitHookInstalled = false;
function stopOnExit(stopNow: () => void): void {
  running.add(stopNow);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => running.forEach((stop) => stop()));
}

/**
 * A signal or SIGKILL skips 'exit' hooks. A detached shell outside the process group polls for this
 * process and stops the cluster once it is gone.
 */
function startWatchdog(tempDir: string, stopCommand: [string, string[]]): number | undefined {
  const script =
    'pid=$1; dir=$2; shift 2; while kill -0 "$pid" 2>/dev/null; do sleep 1; done; ' +
    '"$@" >/dev/null 2>&1; rm -rf "$dir"';
  const [file, args] = stopCommand;
  const watchdog = spawn('sh', ['-c', script, 'sh', String(process.pid), tempDir, file, ...args], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  return watchdog.pid;
}

export async function startPostgresCluster(
  options: { port?: number } = {},
): Promise<PostgresCluster> {
  const bin = ensurePostgresInstalled();
  const pgCtl = join(bin, 'pg_ctl');
  const tempDir = mkdtempSync(join(tmpdir(), 'selah-pg-'));
  const dataDir = join(tempDir, 'data');
  const logFile = join(tempDir, 'postgres.log');
  if (isRoot) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(tempDir, id('-u'), id('-g'));
  }

  const stopArgs = ['stop', '-D', dataDir, '-m', 'immediate', '-w'];
  let watchdogPid: number | undefined;
  const endWatchdog = () => {
    try {
      if (watchdogPid !== undefined) process.kill(watchdogPid);
    } catch {
      // It has already gone.
    }
  };
  const stopNow = () => {
    endWatchdog();
    const [file, args] = asClusterOwner(pgCtl, stopArgs);
    spawnSync(file, args, { cwd: tempDir, stdio: 'ignore' });
    rmSync(tempDir, { recursive: true, force: true });
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      running.delete(stopNow);
      endWatchdog();
      try {
        await runAsClusterOwner(pgCtl, stopArgs, tempDir);
      } catch (error) {
        // pg_ctl also fails when the server is already gone; only a server still running is an error.
        if (existsSync(join(dataDir, 'postmaster.pid'))) throw error;
      } finally {
        rmSync(tempDir, { recursive: true, force: true });
      }
    })());

  try {
    await runAsClusterOwner(
      join(bin, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        SUPERUSER,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      tempDir,
    );
    appendFileSync(join(dataDir, 'postgresql.conf'), testSettings(tempDir));
    stopOnExit(stopNow);
    watchdogPid = startWatchdog(tempDir, asClusterOwner(pgCtl, stopArgs));

    // Another process may take the free port before the server binds it; a few tries get past that.
    for (let attempt = 1; ; attempt++) {
      const port = options.port ?? (await freePort());
      try {
        await runAsClusterOwner(
          pgCtl,
          ['start', '-D', dataDir, '-l', logFile, '-w', '-o', `-p ${port}`],
          tempDir,
        );
        const adminUrl = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
        // The port and other options are read back from postmaster.opts; the log keeps its file,
        // or the server would hold pg_ctl's output open and the call would never end.
        const restart = () =>
          runAsClusterOwner(
            pgCtl,
            ['restart', '-D', dataDir, '-m', 'fast', '-w', '-l', logFile],
            tempDir,
          );
        return { url: adminUrl, adminUrl, dataDir, restart, stop };
      } catch (error) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        const portTaken = /could not bind|already in use/i.test(log);
        if (options.port !== undefined || !portTaken || attempt === 3) {
          throw new Error(`${(error as Error).message}\n${log.slice(-4000)}`, { cause: error });
        }
      }
    }
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The names are interpolated into SQL, so only plain lower-case identifiers are accepted. */
function quoteName(name: string): string {
  if (!DATABASE_NAME.test(name) || name.length > 63) {
    throw new Error(`Not a database name this tooling accepts: ${JSON.stringify(name)}`);
  }
  return `"${name}"`;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database, copied from `template` when given (PostgreSQL refuses to copy a template that
 * has open connections), and returns its URL.
 */
export async function createDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const from = template === undefined ? '' : ` TEMPLATE ${quoteName(template)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteName(name)}${from}`);
  return databaseUrl(adminUrl, name);
}

/** Drops a database if it exists, closing any connections still open to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteName(name)} WITH (FORCE)`);
}
