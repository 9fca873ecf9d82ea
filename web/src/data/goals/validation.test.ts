import { describe, expect, it } from 'vitest';
import { validateGoalForm } from './validation';

const valid = {
  title: 'Read Psalms',
  description: '',
  targetValue: '5',
  category: '',
  unit: '',
  period: '',
};

describe('validateGoalForm', () => {
  it('accepts a title and a target, with no category and no description', () => {
    expect(validateGoalForm(valid)).toEqual({
      ok: true,
      input: {
        title: 'Read Psalms',
        description: null,
        targetValue: 5,
        category: null,
        unit: null,
        period: null,
      },
    });
  });

  it('keeps what a goal counts (trimmed) and its span', () => {
    const result = validateGoalForm({ ...valid, unit: '  books ', period: 'total' });
    expect(result.ok && [result.input.unit, result.input.period]).toEqual(['books', 'total']);
  });

  it('refuses a unit too long for a card, naming the field', () => {
    expect(validateGoalForm({ ...valid, unit: 'x'.repeat(31) })).toEqual({
      ok: false,
      errors: { unit: 'What it counts must be at most 30 characters' },
    });
  });

  it('keeps a chosen category', () => {
    const result = validateGoalForm({ ...valid, category: 'gratitude' });
    expect(result.ok && result.input.category).toBe('gratitude');
  });

  it.each(['0', '-3', ''])('says "Target value must be at least 1" for %j', (targetValue) => {
    expect(validateGoalForm({ ...valid, targetValue })).toEqual({
      ok: false,
      errors: { targetValue: 'Target value must be at least 1' },
    });
  });

  it('requires a title', () => {
    expect(validateGoalForm({ ...valid, title: '   ' })).toEqual({
      ok: false,
      errors: { title: 'Title is required' },
    });
  });
});
