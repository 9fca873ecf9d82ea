import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { activateAccount, getDb, getDbFor } from './active-db';
import { removeAccountDatabase } from './remove';
import { hasVersionChanged } from './version-change';

const MOOD = { mood: 'good' as const, notes: null, date: '2026-02-02T08:00:00.000Z' };

describe('removeAccountDatabase', () => {
  it('deletes the current member’s database and makes the guest database current', async () => {
    const member = activateAccount('member-a');
    await member.moodEntries.add({ id: uuidv7(), userId: 'member-a', ...MOOD });
    expect(await Dexie.exists('selah-user-member-a')).toBe(true);

    await removeAccountDatabase('member-a');

    expect(await Dexie.exists('selah-user-member-a')).toBe(false);
    expect(getDb().name).toBe('selah-guest');
    // A fresh instance starts empty; the deleted one stays closed instead of recreating itself.
    expect(getDbFor('member-a')).not.toBe(member);
    expect(await getDbFor('member-a').moodEntries.count()).toBe(0);
    await expect(member.moodEntries.count()).rejects.toThrow();
    // Deleting our own database is not "another tab upgraded": no reload notice.
    expect(hasVersionChanged()).toBe(false);
  });

  it('deletes a database this tab never opened, and leaves others alone', async () => {
    const other = new Dexie('selah-user-member-b');
    other.version(1).stores({ moodEntries: 'id' });
    await other.open();
    other.close();
    const guest = activateAccount(null);
    await guest.moodEntries.add({ id: uuidv7(), userId: 'guest', ...MOOD });

    await removeAccountDatabase('member-b');

    expect(await Dexie.exists('selah-user-member-b')).toBe(false);
    expect(await guest.moodEntries.count()).toBe(1);
  });
});
