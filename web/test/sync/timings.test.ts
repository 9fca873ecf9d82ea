/**
 * Pull timings: the User Timing entries the bench reads (and the performance panel shows) are
 * recorded for pulls that bring rows, with their row counts, and never for empty pulls; only the
 * latest such pull's are kept.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { serveDeviceTests, local, newMember } from './harness/device';
import type { TestServer } from './harness/server';
import { PULL_APPLY_MEASURE, PULL_MEASURE } from '../../src/sync/timings';

let server: TestServer;
serveDeviceTests((started) => (server = started));
beforeEach(() => performance.clearMeasures());

const rowsOf = (name: string) =>
  performance
    .getEntriesByName(name, 'measure')
    .map(
      (entry) =>
        (entry as PerformanceMeasure).detail as { rows: number; pages?: number; guest?: number },
    );

describe('pull timings', () => {
  it('measures each applied page and the whole pull with their row counts', async () => {
    const { device } = await newMember(server, 'Timed', { pullLimit: 4 });
    for (let i = 0; i < 10; i += 1) await local.mood(device.db);
    await device.sync();

    expect(rowsOf(PULL_APPLY_MEASURE)).toEqual([{ rows: 4 }, { rows: 4 }, { rows: 2 }]);
    expect(rowsOf(PULL_MEASURE)).toEqual([{ rows: 10, pages: 3, guest: 0 }]);

    performance.clearMeasures();
    await device.sync(); // up to date: nothing pulled, nothing recorded
    expect(rowsOf(PULL_APPLY_MEASURE)).toEqual([]);
    expect(rowsOf(PULL_MEASURE)).toEqual([]);
  });

  it("keeps only the latest pull's entries, so a tab that stays open does not pile them up", async () => {
    const { device } = await newMember(server, 'Timed', { pullLimit: 4 });
    for (let i = 0; i < 5; i += 1) await local.mood(device.db);
    await device.sync();
    await device.sync(); // nothing pulled: the first pull's entries stay
    expect(rowsOf(PULL_MEASURE)).toEqual([{ rows: 5, pages: 2, guest: 0 }]);

    for (let i = 0; i < 3; i += 1) await local.mood(device.db);
    await device.sync();
    expect(rowsOf(PULL_APPLY_MEASURE)).toEqual([{ rows: 3 }]);
    expect(rowsOf(PULL_MEASURE)).toEqual([{ rows: 3, pages: 1, guest: 0 }]);
  });
});
