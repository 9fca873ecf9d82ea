// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetMemberSnapshots, readMemberSnapshot, writeMemberSnapshot } from './member-snapshot';

describe('member snapshots', () => {
  beforeEach(() => localStorage.clear());

  it('gives a member back their own copy, the same day only', () => {
    const morning = new Date(2026, 10, 22, 8, 0);
    writeMemberSnapshot('dashboard', 'ann', { streak: 3 }, morning);
    expect(readMemberSnapshot('dashboard', 'ann', new Date(2026, 10, 22, 23, 59))).toEqual({
      streak: 3,
    });
    expect(readMemberSnapshot('dashboard', 'ann', new Date(2026, 10, 23, 0, 0))).toBeNull();
  });

  it('never shows one member another member’s copy, and keeps none for a guest', () => {
    writeMemberSnapshot('dashboard', 'ann', { streak: 3 });
    writeMemberSnapshot('dashboard', null, { streak: 9 });
    expect(readMemberSnapshot('dashboard', 'bob')).toBeNull();
    expect(readMemberSnapshot('dashboard', null)).toBeNull();
    expect(localStorage.length).toBe(1);
  });

  it('forgets every copy of a member who signs out, and only theirs', () => {
    writeMemberSnapshot('dashboard', 'ann', { streak: 3 });
    writeMemberSnapshot('goals', 'ann', { count: 1 });
    writeMemberSnapshot('dashboard', 'bob', { streak: 1 });
    forgetMemberSnapshots('ann');
    expect(readMemberSnapshot('dashboard', 'ann')).toBeNull();
    expect(readMemberSnapshot('goals', 'ann')).toBeNull();
    expect(readMemberSnapshot('dashboard', 'bob')).toEqual({ streak: 1 });
  });
});
