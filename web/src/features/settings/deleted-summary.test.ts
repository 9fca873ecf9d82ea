import { describe, expect, it } from 'vitest';
import { PERSONAL_SYNC_TABLES } from '@selah/shared';
import { deletedSummary } from './DeleteAccountSection';

describe('deletedSummary', () => {
  it('names every personal table the server counts, and the member’s posts and likes', () => {
    const counts = Object.fromEntries(PERSONAL_SYNC_TABLES.map((table) => [table, 2]));
    const summary = deletedSummary({ ...counts, communityPosts: 1, likes: 3 });
    expect(summary).toContain('2 favourite resources');
    expect(summary).toContain('2 hidden posts and muted members');
    expect(summary).toMatch(/1 community post and 3 likes\.$/);
    expect(deletedSummary({ prayerRequests: 2, prayers: 1 })).toBe(
      'Removed 2 prayer requests and 1 prayer.',
    );
    // Every kind in words: no table name (camelCase) shows through.
    expect(summary).not.toMatch(/\b[a-z]+[A-Z]\w*/);
  });

  it('names the reminder and the browsers it reached', () => {
    expect(deletedSummary({ reminders: 1, pushSubscriptions: 2 })).toBe(
      'Removed 1 daily reminder and 2 browsers set up for reminders.',
    );
  });

  it('says so when nothing else was stored', () => {
    expect(deletedSummary({ moodEntries: 0 })).toBe('Nothing else was stored.');
  });
});
