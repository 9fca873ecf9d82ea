import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { activateAccount } from './active-db';
import { hasVersionChanged } from './version-change';

describe('a newer schema in another tab', () => {
  it('closes this tab’s connection instead of blocking the upgrade, and asks for a reload', async () => {
    const db = activateAccount('m1');
    await db.open();
    expect(hasVersionChanged()).toBe(false);

    // Another tab opening the same database at a higher version.
    const newer = new Dexie(db.name);
    newer.version(20).stores({ moodEntries: 'id, date, mood' });
    await newer.open(); // would hang if this tab kept its connection open
    newer.close();

    expect(hasVersionChanged()).toBe(true);
    expect(db.isOpen()).toBe(false);
  });
});
