/**
 * Test-only: a "device" = its own local database (named, so two devices of one member can live
 * side by side), cookie jar, faulty network, fake clock and sync engine, all against one
 * in-process server. Plus local writes that do what the app's repositories do, on a given db.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { uuidv7, type Mood } from '@selah/shared';
import { SelahDB } from '../../db/SelahDB';
import { enqueue } from '../../db/outbox';
import { writeWithOutbox } from '../../db/write';
import { createSyncEngine, type SyncEngine } from '../engine';
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
      db.close();
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

const iso = () => new Date().toISOString();

/** Local writes as the repositories make them: the row and its outbox entry in one transaction. */
export const local = {
  async mood(db: SelahDB, mood: Mood = 'good'): Promise<string> {
    const row = { id: uuidv7(), userId: db.ownerId ?? 'guest', mood, notes: null, date: iso() };
    await writeWithOutbox(db, [db.moodEntries], async () => {
      await db.moodEntries.add(row);
      await enqueue(db, { name: 'mood.create', args: { id: row.id, mood, date: row.date } });
    });
    return row.id;
  },

  async goal(db: SelahDB, title = 'Pray daily', targetValue = 10): Promise<string> {
    const row = {
      id: uuidv7(),
      userId: db.ownerId ?? 'guest',
      title,
      description: null,
      targetValue,
      currentValue: 0,
      category: null,
      isActive: true,
      createdAt: iso(),
    };
    await writeWithOutbox(db, [db.goals], async () => {
      await db.goals.add(row);
      await enqueue(db, {
        name: 'goal.create',
        args: {
          id: row.id,
          title,
          description: null,
          targetValue,
          category: null,
          createdAt: row.createdAt,
        },
      });
    });
    return row.id;
  },

  async progress(db: SelahDB, id: string, delta: 1 | -1 = 1): Promise<void> {
    await writeWithOutbox(db, [db.goals], async () => {
      const goal = await db.goals.get(id);
      if (!goal) throw new Error('no such goal');
      await db.goals.put({ ...goal, currentValue: Math.max(0, goal.currentValue + delta) });
      await enqueue(db, { name: 'goal.progress', args: { id, delta } });
    });
  },

  /** Edits a goal's own fields as given, unchecked (a bad edit is how tests get a rejection). */
  async editGoal(db: SelahDB, id: string, changes: { title?: string; targetValue?: number }) {
    await writeWithOutbox(db, [db.goals], async () => {
      const goal = await db.goals.get(id);
      if (!goal) return;
      await db.goals.put({ ...goal, ...changes });
      await enqueue(db, { name: 'goal.update', args: { id, changes } });
    });
  },

  async journal(db: SelahDB, title = 'Today', content = 'Grateful'): Promise<string> {
    const row = {
      id: uuidv7(),
      userId: db.ownerId ?? 'guest',
      title,
      content,
      category: 'reflection' as const,
      createdAt: iso(),
    };
    await writeWithOutbox(db, [db.journalEntries], async () => {
      await db.journalEntries.add(row);
      await enqueue(db, {
        name: 'journal.create',
        args: { id: row.id, title, content, category: row.category, createdAt: row.createdAt },
      });
    });
    return row.id;
  },

  async editJournal(db: SelahDB, id: string, changes: { title?: string; content?: string }) {
    await writeWithOutbox(db, [db.journalEntries], async () => {
      const entry = await db.journalEntries.get(id);
      if (!entry) return;
      await db.journalEntries.put({ ...entry, ...changes });
      await enqueue(db, { name: 'journal.update', args: { id, changes } });
    });
  },

  async deleteJournal(db: SelahDB, id: string): Promise<void> {
    await writeWithOutbox(db, [db.journalEntries], async () => {
      if (!(await db.journalEntries.get(id))) return;
      await db.journalEntries.delete(id);
      await enqueue(db, { name: 'journal.delete', args: { id } });
    });
  },

  async post(db: SelahDB, content = 'Hello, friends', authorName = 'Member'): Promise<string> {
    const row = {
      id: uuidv7(),
      userId: db.ownerId ?? 'guest',
      content,
      likes: 0,
      createdAt: iso(),
      author: { name: authorName },
      likedByMe: false,
    };
    await writeWithOutbox(db, [db.communityPosts], async () => {
      await db.communityPosts.add(row);
      await enqueue(db, {
        name: 'post.create',
        args: { id: row.id, content, createdAt: row.createdAt },
      });
    });
    return row.id;
  },

  /** Likes once, as the repository does: a second like on the same device changes nothing. */
  async like(db: SelahDB, postId: string): Promise<boolean> {
    return writeWithOutbox(db, [db.communityPosts, db.postLikes], async () => {
      const [post, liked] = await Promise.all([
        db.communityPosts.get(postId),
        db.postLikes.get(postId),
      ]);
      if (!post || liked) return false;
      await db.postLikes.add({ postId, likedAt: iso() });
      await db.communityPosts.put({ ...post, likes: post.likes + 1, likedByMe: true });
      await enqueue(db, { name: 'post.like', args: { id: postId } });
      return true;
    });
  },
};
