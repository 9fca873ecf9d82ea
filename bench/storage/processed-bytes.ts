/**
 * npx tsx bench/storage/processed-bytes.ts [N]: what one processed mutation costs on disk. In
 * process (createApp + app.request) on a fresh SQLite file, one member pushes N changes in batches
 * of 100, three ways: rejected (journal.update of rows that do not exist, the cheapest flood),
 * applied (goal.progress on one goal, a row changed in place), and applied deletes of rows the
 * member made first (the creates are measured apart). Per kind it prints the growth of the database
 * file after a checkpoint, the largest size the WAL reached, and processed_mutations' own bytes
 * (table and indexes, from SQLite's dbstat), each divided by N.
 */
import { statSync } from 'node:fs';
import { PUSH_BATCH_MAX, SYNC_PROTOCOL_VERSION, uuidv7 } from '@selah/shared';
import { createApp } from '@selah/sync-server';
import { createThrowawayDatabase, engineOf } from '@selah/sync-server/tools';

const N = Number(process.argv[2] ?? 20_000);
const UNLIMITED = { max: 10_000_000, windowMs: 60 * 60 * 1000 };

const database = await createThrowawayDatabase({ engine: 'sqlite' });
if (database.location.engine !== 'sqlite' || engineOf(database.db) !== 'sqlite') {
  throw new Error('SQLite only');
}
const file = database.location.file;
const app = createApp({
  db: database.db,
  logger: false,
  webDist: null,
  scryptCost: { N: 1024, r: 8, p: 1 },
  writeQuotas: { entries: UNLIMITED, posts: UNLIMITED, changes: UNLIMITED },
});

async function call(method: string, path: string, body: unknown, cookie?: string) {
  const response = await app.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: 'http://localhost',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const signup = await call('POST', 'http://localhost/api/signup', {
  username: 'bench',
  email: 'bench@example.com',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  name: 'Bench',
});
const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;

let seq = 0;
async function push(mutations: { name: string; args: unknown }[]): Promise<void> {
  for (let start = 0; start < mutations.length; start += PUSH_BATCH_MAX) {
    const batch = mutations.slice(start, start + PUSH_BATCH_MAX).map(({ name, args }) => {
      seq += 1;
      return { mutationId: uuidv7(), seq, name, args, createdAt: new Date().toISOString() };
    });
    await call(
      'POST',
      'http://localhost/api/sync/push',
      { protocolVersion: SYNC_PROTOCOL_VERSION, mutations: batch },
      cookie,
    );
  }
}

const checkpoint = () => database.rows('PRAGMA wal_checkpoint(TRUNCATE)');
const walBytes = () => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};
async function processedBytes(): Promise<number> {
  const [row] = await database.rows<{ bytes: number }>(
    `select sum(pgsize) as bytes from dbstat where name = 'processed_mutations'
       or name in (select name from sqlite_master where tbl_name = 'processed_mutations')`,
  );
  return row?.bytes ?? 0;
}

async function measure(label: string, mutations: { name: string; args: unknown }[]) {
  await checkpoint();
  const fileBefore = statSync(file).size;
  const processedBefore = await processedBytes();
  let walPeak = 0;
  for (let start = 0; start < mutations.length; start += 1000) {
    await push(mutations.slice(start, start + 1000));
    walPeak = Math.max(walPeak, walBytes());
  }
  await checkpoint();
  const perMutation = (bytes: number) => (bytes / mutations.length).toFixed(1);
  const fileGrowth = statSync(file).size - fileBefore;
  const processed = (await processedBytes()) - processedBefore;
  process.stdout.write(
    `| ${label} | ${mutations.length} | ${perMutation(fileGrowth)} | ${perMutation(processed)} | ${(walPeak / 1e6).toFixed(1)} MB |\n`,
  );
}

const goalId = uuidv7();
await push([
  {
    name: 'goal.create',
    args: { id: goalId, title: 'Bench', targetValue: 1000, createdAt: new Date().toISOString() },
  },
]);
const moodIds = Array.from({ length: N }, () => uuidv7());
const moods = moodIds.map((id) => ({
  name: 'mood.create',
  args: { id, mood: 'good', date: new Date().toISOString() },
}));

process.stdout.write(
  '| mutations | N | file bytes each | processed_mutations bytes each | WAL peak |\n|---|---|---|---|---|\n',
);
await measure(
  'rejected changes (404)',
  moodIds.map((id) => ({
    name: 'journal.update',
    args: { id, changes: { title: 'x' } },
  })),
);
await measure(
  'applied changes (goal.progress)',
  moodIds.map((_, index) => ({
    name: 'goal.progress',
    args: { id: goalId, delta: index % 2 === 0 ? 1 : -1 },
  })),
);
await measure('creates (mood.create)', moods);
await measure(
  'deletes (mood.delete)',
  moodIds.map((id) => ({ name: 'mood.delete', args: { id } })),
);
await database.drop();
