import { sql } from 'drizzle-orm';
import { usernameKey, uuidv7 } from '@selah/shared';
import { tablesOf } from './dialect';
import type { Db } from './types';
import {
  SEED_AUDIO,
  SEED_DEMO_MEMBERS,
  SEED_INSPIRATION,
  SEED_POSTS,
  SEED_TIPS,
  type DemoMemberKey,
} from './seed-data';
import { writeTransaction } from './transaction';
import { COMMUNITY_SPACE, memberSpace, nextVersion, PUBLIC_SPACE } from './versions';
import { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost } from '../security/passwords';
import { unguessablePassword } from '../security/tokens';
import { recountCommunityStats } from '../services/community-stats';

export type SeedOptions = {
  /** Also add the demo members and their community posts. */
  demo: boolean;
  now: Date;
  scryptCost?: ScryptCost;
};

const IMAGE_COUNT = 6;
const MINUTE = 60 * 1000;

/** True when nothing has ever been stored: no members and no public content. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const { users, inspirationalContent, counselingTips, meditationAudio } = tablesOf(db);
  for (const table of [users, inspirationalContent, counselingTips, meditationAudio]) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(table)
      .limit(1);
    if (row !== undefined) return false;
  }
  return true;
}

/**
 * Fills a brand-new database with content, tips and audio (and, with `demo`, three demo members who
 * cannot sign in, plus their posts). Does nothing on a database that already holds anything, so it is
 * safe to call on every start.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (!(await isEmptyDatabase(db))) return { seeded: false };
  const cost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const demoHashes = options.demo
    ? await Promise.all(SEED_DEMO_MEMBERS.map(() => hashPassword(unguessablePassword(), cost)))
    : [];
  const nowMs = options.now.getTime();
  // Lists are newest first: the first item of each list gets the latest time so it leads.
  const listTime = (index: number) => new Date(nowMs - (index + 1) * MINUTE);

  return writeTransaction(db, async (tx) => {
    if (!(await isEmptyDatabase(tx))) return { seeded: false };
    const { inspirationalContent, counselingTips, meditationAudio } = tablesOf(tx);
    const iso = (date: Date) => date.toISOString();
    for (const [index, item] of SEED_INSPIRATION.entries()) {
      const createdAt = listTime(index);
      await tx.insert(inspirationalContent).values({
        id: uuidv7(createdAt.getTime()),
        ...item,
        imageUrl: `/images/inspiration-${(index % IMAGE_COUNT) + 1}.svg`,
        createdBy: null,
        createdAt: iso(createdAt),
        version: await nextVersion(tx, PUBLIC_SPACE),
      });
    }
    for (const [index, tip] of SEED_TIPS.entries()) {
      const createdAt = listTime(index);
      await tx.insert(counselingTips).values({
        id: uuidv7(createdAt.getTime()),
        ...tip,
        isActive: true,
        createdAt: iso(createdAt),
        version: await nextVersion(tx, PUBLIC_SPACE),
      });
    }
    for (const [index, audio] of SEED_AUDIO.entries()) {
      const createdAt = listTime(index);
      await tx.insert(meditationAudio).values({
        id: uuidv7(createdAt.getTime()),
        ...audio,
        isPublic: true,
        createdAt: iso(createdAt),
        version: await nextVersion(tx, PUBLIC_SPACE),
      });
    }
    if (options.demo) await seedDemoCommunity(tx, nowMs, demoHashes);
    return { seeded: true };
  });
}

async function seedDemoCommunity(tx: Db, nowMs: number, passwordHashes: string[]): Promise<void> {
  const { users, communityPosts, postLikes } = tablesOf(tx);
  const ids = new Map<DemoMemberKey, string>();
  for (const [index, member] of SEED_DEMO_MEMBERS.entries()) {
    const id = uuidv7(nowMs - member.joinedAgoMs);
    ids.set(member.key, id);
    await tx.insert(users).values({
      id,
      username: member.username,
      usernameKey: usernameKey(member.username),
      email: member.email,
      name: member.name,
      passwordHash: passwordHashes[index]!,
      isAdmin: false,
      isDemo: true,
      timeZone: 'UTC',
      createdAt: new Date(nowMs - member.joinedAgoMs).toISOString(),
      lastSeenAt: new Date(nowMs - member.lastSeenAgoMs).toISOString(),
      version: await nextVersion(tx, memberSpace(id)),
    });
  }
  for (const post of SEED_POSTS) {
    const createdAt = new Date(nowMs - post.agoMs);
    const postId = uuidv7(createdAt.getTime());
    await tx.insert(communityPosts).values({
      id: postId,
      userId: ids.get(post.author)!,
      content: post.content,
      likes: post.likedBy.length,
      createdAt: createdAt.toISOString(),
      version: await nextVersion(tx, COMMUNITY_SPACE),
    });
    for (const liker of post.likedBy) {
      await tx
        .insert(postLikes)
        .values({ postId, userId: ids.get(liker)!, createdAt: createdAt.toISOString() });
    }
  }
  await recountCommunityStats(tx);
}
