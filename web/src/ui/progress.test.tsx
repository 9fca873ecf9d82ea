import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { ProgressRing } from './ProgressRing';

describe('progress indicators', () => {
  it.each([
    [-20, 0],
    [42.4, 42],
    [100, 100],
    [250, 100],
    [Number.NaN, 0],
  ])('ProgressBar caps %s to %s', (value, shown) => {
    render(<ProgressBar value={value} label="Read daily" />);
    expect(screen.getByRole('progressbar', { name: 'Read daily' })).toHaveAttribute(
      'aria-valuenow',
      String(shown),
    );
  });

  it('ProgressRing exposes its value and label, and shows the percent', () => {
    render(<ProgressRing value={133} color="coral" label="Gratitude goal progress" />);
    const ring = screen.getByRole('progressbar', { name: 'Gratitude goal progress' });
    expect(ring).toHaveAttribute('aria-valuenow', '100');
    expect(ring).toHaveTextContent('100%');
    expect(ring.querySelector('.stroke-accent')).not.toBeNull();
  });
});
