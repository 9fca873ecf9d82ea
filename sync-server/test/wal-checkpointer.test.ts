/**
 * A SQLite file's checkpoints run on a thread of their own (db/wal-checkpointer.ts): the writer
 * connection never checkpoints while it commits, and the log is still folded into the file. The
 * file is a SQLite one on either test run: the checkpointer belongs to the SQLite engine alone.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/client';
import { sqliteWriterOf } from '../src/db/transaction';

const dir = mkdtempSync(join(tmpdir(), 'selah-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Resolves once `condition` holds, checked every few milliseconds (the thread's own pace). */
async function eventually(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the SQLite checkpointer', () => {
  it('folds what the writer committed into the file, while the writer never checkpoints', async () => {
    const file = join(dir, 'selah.db');
    const db = await openDatabase({ engine: 'sqlite', file });
    const writer = sqliteWriterOf(db);
    expect(writer.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

    const before = statSync(file).size;
    writer.exec('create table filler (body text)');
    const insert = writer.prepare('insert into filler values (?)');
    writer.transaction(() => {
      for (let row = 0; row < 2000; row += 1) insert.run('x'.repeat(1000));
    })();
    // Two megabytes committed: in the log only, until a checkpoint copies them into the file.
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(2_000_000);
    await eventually(() => statSync(file).size > before + 2_000_000);

    await closeDatabase(db);
    // Closed whole: the log was folded and truncated, and the file opens again.
    expect(statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
    const again = await openDatabase({ engine: 'sqlite', file });
    expect(sqliteWriterOf(again).prepare('select count(*) as n from filler').get()).toEqual({
      n: 2000,
    });
    await closeDatabase(again);
  });
});
