/**
 * Every mark members set on a shared table's rows, as the tables' declarations list them: set on
 * several devices while they were offline, the marks converge on every device and on the server,
 * each member counted once, and a mark taken back is counted off once. A new shared table joins this
 * test through its entry in ROW_MAKERS, which the compiler asks for.
 */
import { describe, expect, it } from 'vitest';
import {
  marksOf,
  SHARED_SYNC_TABLES,
  type Mutation,
  type MutationName,
  type SharedTable,
  type SyncRow,
} from '@selah/shared';
import { applyLocally, localWriteTables, writeWithOutbox, type SelahDB } from '../../src/db';
import { createPrayerRepository } from '../../src/data/prayer/repository';
import { anotherDevice, local, newMember, serveDeviceTests, type Device } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

/** How an author makes a row of each shared table on their device; returns its id. */
const ROW_MAKERS: Record<SharedTable, (db: SelahDB) => Promise<string>> = {
  communityPosts: (db) => local.post(db, 'Grateful today', 'Author'),
  prayerRequests: async (db) =>
    (await createPrayerRepository(() => db).sharePrayerRequest('Please pray', false, 'Author')).id,
};

/** A mark set or taken back on a device, the way its screen does: one local write and its outbox entry. */
async function mark(device: Device, table: SharedTable, name: MutationName, id: string) {
  const mutation = { name, args: { id } } as unknown as Mutation;
  await writeWithOutbox(device.db, localWriteTables(device.db, table), () =>
    applyLocally(device.db, mutation),
  );
}

async function rowOn(device: Device, table: SharedTable, id: string): Promise<SyncRow | undefined> {
  return (await device.db.table(table).get(id)) as SyncRow | undefined;
}

const CASES = SHARED_SYNC_TABLES.flatMap((table) =>
  marksOf(table)
    .filter((declared) => declared.count !== null)
    .map((declared) => ({ table, ...declared })),
);

describe('marks on shared rows', () => {
  it('are declared for at least one table', () => {
    expect(CASES.length).toBeGreaterThan(0);
  });

  it.each(CASES)(
    '$table $name: set on offline devices of two members, each member counts once everywhere',
    async ({ table, flag, count, set, unset }) => {
      const { device: author } = await newMember(server, 'Author');
      const { account: first, device: phone } = await newMember(server, 'First');
      const laptop = await anotherDevice(server, first);
      const { device: other } = await newMember(server, 'Second');
      const id = await ROW_MAKERS[table](author.db);
      await author.sync();
      for (const device of [phone, laptop, other]) await device.sync();

      // Offline, each device marks the row: the first member twice (phone and laptop).
      for (const device of [phone, laptop, other]) await mark(device, table, set, id);
      for (const device of [phone, laptop, other])
        expect(await rowOn(device, table, id)).toMatchObject({ [flag]: true });

      // Back online, in any order: each member's mark counts once.
      for (const device of [laptop, other, phone, author]) await device.sync();
      for (const device of [laptop, other, phone, author]) await device.sync();
      for (const device of [phone, laptop, other]) {
        expect(await rowOn(device, table, id)).toMatchObject({ [count!]: 2, [flag]: true });
      }
      expect(await rowOn(author, table, id)).toMatchObject({ [count!]: 2, [flag]: false });

      if (!unset) return;
      // Taken back on the laptop alone: the first member's mark goes, the second member's stays.
      await mark(laptop, table, unset, id);
      for (const device of [laptop, phone, other, author]) await device.sync();
      for (const device of [laptop, phone, other, author]) await device.sync();
      for (const device of [phone, laptop]) {
        expect(await rowOn(device, table, id)).toMatchObject({ [count!]: 1, [flag]: false });
      }
      expect(await rowOn(other, table, id)).toMatchObject({ [count!]: 1, [flag]: true });
    },
  );
});
