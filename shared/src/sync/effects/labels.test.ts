import { describe, expect, it } from 'vitest';
import { formatMoodDate } from '../../rules/time';
import { describeMutation } from './index';

const ID = '0190a5d2-0000-7000-8000-0000000000a1';
const titles = new Map([[ID, 'Pray daily']]);
const titleOf = (id: string) => titles.get(id);

describe('describeMutation', () => {
  it('names the change and what it was about', () => {
    const date = '2026-01-05T15:30:00.000Z';
    expect(describeMutation({ name: 'mood.create', args: { id: ID, mood: 'good', date } })).toBe(
      `Mood entry “Good” from ${formatMoodDate(date)}`,
    );
    expect(
      describeMutation({
        name: 'journal.create',
        args: { id: ID, title: 'Morning prayer', content: 'x', createdAt: date },
      }),
    ).toBe('Journal entry “Morning prayer”');
    expect(describeMutation({ name: 'goal.progress', args: { id: ID, delta: -1 } }, titleOf)).toBe(
      'Goal progress -1 on “Pray daily”',
    );
    expect(
      describeMutation({ name: 'goal.progress', args: { id: 'gone', delta: 1 } }, titleOf),
    ).toBe('Goal progress +1');
    expect(
      describeMutation(
        { name: 'goal.update', args: { id: ID, changes: { targetValue: 9 } } },
        titleOf,
      ),
    ).toBe('Changes to goal “Pray daily”');
    expect(describeMutation({ name: 'journal.delete', args: { id: 'gone' } }, titleOf)).toBe(
      'Deleting journal entry',
    );
  });

  it('keeps long titles short', () => {
    const text = describeMutation({
      name: 'post.create',
      args: { id: ID, content: 'a'.repeat(200), createdAt: '2026-01-05T15:30:00.000Z' },
    });
    expect(text).toBe(`Community post “${'a'.repeat(60)}...”`);
  });
});
