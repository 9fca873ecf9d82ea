import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { closeDatabase, openDatabase } from '../db/client';
import { writeTransaction } from '../db/transaction';
import { setAdminByEmail, userIdByEmail } from '../services/admin';
import { createResetLink } from '../services/password-resets';
import { ServiceError } from '../services/errors';

const USAGE = 'Usage: npm run admin -- <promote|demote|reset-password> <email>';

/**
 * Grants or removes the admin role, or makes a one-time password reset link, against the configured
 * database (DATABASE_URL, or the SQLite file in DATA_DIR):
 *   npm run admin -- promote someone@example.org
 *   npm run admin -- reset-password someone@example.org
 * The link starts with PUBLIC_URL (default http://localhost:PORT). Returns the process exit code.
 */
export async function runAdminCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, email, ...rest] = args;
  const known = command === 'promote' || command === 'demote' || command === 'reset-password';
  if (!known || !email || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig(env);
  const db = await openDatabase(config.database);
  try {
    if (command === 'reset-password') {
      const link = await writeTransaction(db, async (tx) =>
        createResetLink(
          tx,
          await userIdByEmail(tx, email),
          new Date(),
          config.publicUrl ?? `http://localhost:${config.port}`,
        ),
      );
      console.log(`A one-time link to set a new password for ${link.email}:`);
      console.log(link.url);
      console.log(`It works once, until ${link.expiresAt}.`);
      return 0;
    }
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
