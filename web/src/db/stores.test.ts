import { describe, expect, it } from 'vitest';
import { GUEST_TABLES, SYNC_TABLES } from '@selah/shared';
import { PERSONAL_TABLES } from './personal-tables';
import { SelahDB, SYNC_TABLE_STORES } from './SelahDB';

/** A store's schema as Dexie reports it: the key, then each index, as they were declared. */
function declared(db: SelahDB, table: string): string {
  const { primKey, indexes } = db.table(table).schema;
  return [primKey.src, ...indexes.map((index) => index.src)].join(', ');
}

describe('the local database', () => {
  it('has a store for every synced table, with the indexes listed for it', async () => {
    const db = new SelahDB('stores-test');
    await db.open();
    try {
      for (const table of SYNC_TABLES) {
        expect(declared(db, table), table).toBe(SYNC_TABLE_STORES[table]);
      }
    } finally {
      db.close();
      await db.delete();
    }
  });
});

describe("a guest's own tables", () => {
  it('are the tables whose declarations keep guest rows', () => {
    expect([...PERSONAL_TABLES].sort()).toEqual([...GUEST_TABLES].sort());
  });
});
