import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { moodStreak } from '@selah/shared';
import { buildFixture, type FixtureMember } from './build';

const SMALL = {
  members: 5,
  moodEntries: 120,
  journalEntries: 0,
  communityPosts: 0,
  likes: 0,
  goals: 0,
  meditationSessions: 0,
  heavyMoodMembers: [400, 1000],
};

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function streakOf(file: string, member: FixtureMember, now: Date): number {
  const db = new Database(file, { readonly: true });
  try {
    const dates = db
      .prepare('select date from mood_entries where user_id = ?')
      .pluck()
      .all(member.id) as string[];
    expect(dates).toHaveLength(member.moodEntries);
    return moodStreak(dates, now, member.timeZone);
  } finally {
    db.close();
  }
}

describe('buildFixture', () => {
  // The members' streaks are laid out back from the build time; in the first minute of their
  // local day, "a minute ago" is yesterday, and the streak would come out a day short.
  for (const [label, now] of [
    ['mid-afternoon in New York', new Date('2026-12-06T20:00:00Z')],
    ['30 seconds after midnight in New York', new Date('2026-12-06T05:00:30Z')],
    ['the first millisecond of the day in New York', new Date('2026-12-06T05:00:00Z')],
  ] as const) {
    it(`gives every member the streak it promises, built ${label}`, async () => {
      dir = mkdtempSync(join(tmpdir(), 'selah-fixture-'));
      const file = join(dir, 'fixture.db');
      const contents = await buildFixture(file, SMALL, now);
      const promised = [contents.benchMember, ...contents.heavyMembers];
      expect(promised.map((member) => member.streak)).toEqual([14, 31, 31]);
      for (const member of promised) expect(streakOf(file, member, now)).toBe(member.streak);
    });
  }
});
