import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { closeDatabase, openDatabase } from '../db/client';
import { writeTransaction } from '../db/transaction';
import { setAdminByEmail } from '../services/admin';
import { ServiceError } from '../services/errors';

const USAGE = 'Usage: npm run admin -- <promote|demote> <email>';

/**
 * Grants or removes the admin role against the configured database (DATABASE_URL, or the SQLite file
 * in DATA_DIR):
 *   npm run admin -- promote someone@example.org
 * Returns the process exit code.
 */
export async function runAdminCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'promote' && command !== 'demote') || !email || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const db = await openDatabase(loadConfig(env).database);
  try {
    const user = await writeTransaction(db, (tx) =>
      setAdminByEmail(tx, email, command === 'promote'),
    );
    console.log(
      user.isAdmin
        ? `${user.email} (${user.username}) is now an admin.`
        : `${user.email} (${user.username}) is no longer an admin.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'not_found') {
      console.error(`${error.message}.`);
      return 1;
    }
    throw error;
  } finally {
    await closeDatabase(db);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
