/**
 * Test-only: a "device" = its own local database (named, so two devices of one member can live
 * side by side), cookie jar, faulty network, fake clock and sync engine, all against one
 * in-process server. Plus local writes through the app's own repositories, on a given db.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { MUTATION_EFFECTS, type Mood, type Mutation } from '@selah/shared';
import { applyLocally, localWriteTables, SelahDB, writeWithOutbox } from '../../../src/db';
import { createCommunityRepository } from '../../../src/data/community/repository';
import { createGoalRepository } from '../../../src/data/goals/repository';
import { createJournalRepository } from '../../../src/data/journal/repository';
import { createMoodRepository, type LogMoodInput } from '../../../src/data/mood/repository';
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine';
import { FaultyNetwork } from './network';
import {
  BASE_URL,
  CookieJar,
  deviceFetch,
  signIn,
  signUp,
  startTestServer,
  type Account,
  type TestServer,
} from './server';
import { FakeTime, seededRandom } from './time';

export interface Device {
  name: string;
  db: SelahDB;
  jar: CookieJar;
  net: FaultyNetwork;
  time: FakeTime;
  engine: SyncEngine;
  /** Lets the engine run until it is idle with no wait left to fire (bounded). */
  settle(maxRounds?: number): Promise<void>;
  /** syncNow, then settle: what "the device came back online and synced" means in tests. */
  sync(): Promise<void>;
  /** Stops the engine, then closes and deletes the database. */
  close(): Promise<void>;
}

let devices = 0;
const openDevices = new Set<Device>();

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createDevice(
  server: TestServer,
  ownerId: string | null,
  jar = new CookieJar(),
  options: { seed?: number; pullLimit?: number } = {},
): Device {
  devices += 1;
  const name = `test-device-${devices}`;
  const db = new SelahDB(ownerId, { name });
  const net = new FaultyNetwork(deviceFetch(server, jar));
  const time = new FakeTime();
  const engine = createSyncEngine({
    getDb: () => db,
    fetch: net.fetch,
    baseUrl: BASE_URL,
    now: time.now,
    random: seededRandom(options.seed ?? devices),
    sleep: time.sleep,
    timeZone: () => 'UTC',
    ...(options.pullLimit ? { pullLimit: options.pullLimit } : {}),
  });
  const device: Device = {
    name,
    db,
    jar,
    net,
    time,
    engine,
    async settle(maxRounds = 200) {
      for (let round = 0; round < maxRounds; round += 1) {
        await engine.whenIdle();
        if (time.sleeping === 0) return;
        time.fireAll();
        await macrotask(); // let the woken loop start its cycle before asking again
      }
      throw new Error(`${name} did not settle in ${maxRounds} rounds`);
    },
    async sync() {
      await engine.syncNow();
      await device.settle();
    },
    async close() {
      openDevices.delete(device);
      engine.stop();
      await engine.whenIdle(); // a cycle in flight finishes before its database closes
      // Closed AND deleted: fake-indexeddb keeps a closed database's data for as long as the
      // process lives, and a test that makes many devices would keep them all.
      await db.delete();
    },
  };
  openDevices.add(device);
  return device;
}

/**
 * The in-process server for a file of device tests: started once (`ready` receives it), every
 * device closed and the server's error report checked after each test, closed at the end. With
 * `admin`, the first account (the admin on a fresh server) is taken, so members in the tests are not.
 */
export function serveDeviceTests(
  ready: (server: TestServer) => void,
  options: { seed?: boolean; admin?: boolean } = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options.seed ? { seed: true } : {});
    if (options.admin) await signUp(deviceFetch(server, new CookieJar()), 'Admin');
    ready(server);
  });
  afterEach(async () => {
    await closeDevices();
    expect(server?.reportedErrors).toEqual([]);
  });
  afterAll(() => server?.close());
}

/** Closes every device a test opened (call in afterEach). */
export async function closeDevices(): Promise<void> {
  await Promise.all([...openDevices].map((device) => device.close()));
}

/** A new member signed up on a new device. */
export async function newMember(
  server: TestServer,
  name = 'Member',
  options: { seed?: number; pullLimit?: number } = {},
): Promise<{ account: Account; device: Device }> {
  const jar = new CookieJar();
  const account = await signUp(deviceFetch(server, jar), name);
  return { account, device: createDevice(server, account.id, jar, options) };
}

/** Another device of an existing member, signed in with its own session. */
export async function anotherDevice(
  server: TestServer,
  account: Account,
  options: { seed?: number; pullLimit?: number } = {},
): Promise<Device> {
  const jar = new CookieJar();
  await signIn(deviceFetch(server, jar), account);
  return createDevice(server, account.id, jar, options);
}

/** The app's own repositories, writing to `db` (each device has its own database). */
function repositoriesOf(db: SelahDB) {
  const currentDb = () => db;
  return {
    mood: createMoodRepository(currentDb),
    goals: createGoalRepository(currentDb),
    journal: createJournalRepository(currentDb),
    community: createCommunityRepository(currentDb),
  };
}

/**
 * A mutation applied and queued the way repositories do, minus their args check. Returns whether
 * it was queued: a change that leaves the row as it is (or finds no row) queues nothing.
 */
async function unchecked(db: SelahDB, mutation: Mutation): Promise<boolean> {
  const table = MUTATION_EFFECTS[mutation.name].table;
  const write = await writeWithOutbox(db, localWriteTables(db, table), () =>
    applyLocally(db, mutation),
  );
  return write.changed;
}

/**
 * Local writes through the app's real write path (its repositories), on a given device's database.
 * Each returns the id of the row it made or changed.
 */
export const local = {
  async mood(db: SelahDB, mood: Mood = 'good', more: Omit<LogMoodInput, 'mood'> = {}) {
    return (await repositoriesOf(db).mood.logMood({ mood, ...more })).id;
  },

  async goal(db: SelahDB, title = 'Pray daily', targetValue = 10): Promise<string> {
    return (await repositoriesOf(db).goals.createGoal({ title, targetValue })).id;
  },

  /** One step; a step below 0 changes nothing and queues nothing, as on the Goals screen. */
  async progress(db: SelahDB, id: string, delta: 1 | -1 = 1): Promise<void> {
    if (!(await db.goals.get(id))) throw new Error('no such goal');
    await repositoriesOf(db).goals.changeGoalProgress(id, delta);
  },

  /**
   * Edits a goal's own fields as given, past the args schema the repository checks with: a bad
   * edit (target 0) is how tests make a change the server rejects. The effect is the real one.
   * Returns whether it was queued (not when the goal already shows these values).
   */
  async editGoal(db: SelahDB, id: string, changes: { title?: string; targetValue?: number }) {
    return unchecked(db, { name: 'goal.update', args: { id, changes } });
  },

  async journal(db: SelahDB, title = 'Today', content = 'Grateful'): Promise<string> {
    return (await repositoriesOf(db).journal.createJournalEntry({ title, content })).id;
  },

  /**
   * Edits an entry as given, past the args schema (a blank title is how tests get a rejection).
   * Returns whether it was queued.
   */
  async editJournal(db: SelahDB, id: string, changes: { title?: string; content?: string }) {
    return unchecked(db, { name: 'journal.update', args: { id, changes } });
  },

  async deleteJournal(db: SelahDB, id: string): Promise<void> {
    await repositoriesOf(db).journal.deleteJournalEntry(id);
  },

  async post(db: SelahDB, content = 'Hello, friends', authorName = 'Member'): Promise<string> {
    return (await repositoriesOf(db).community.createCommunityPost(content, authorName)).id;
  },

  /** Likes once: a second like on the same device changes nothing. */
  async like(db: SelahDB, postId: string): Promise<boolean> {
    return repositoriesOf(db).community.likeCommunityPost(postId);
  },
};
