import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard, StatRow } from './StatCard';

describe('StatCard', () => {
  it('puts the label first and the value right after it (read in that order)', () => {
    render(
      <StatRow aria-label="Stats" as="section">
        <StatCard
          label="Total Likes"
          value={12}
          hint="all time"
          icon={<svg aria-hidden="true" />}
        />
      </StatRow>,
    );
    const label = screen.getByText('Total Likes');
    expect(label.nextElementSibling).toHaveTextContent('12');
    expect(label.nextElementSibling?.nextElementSibling).toHaveTextContent('all time');
    expect(screen.getByRole('region', { name: 'Stats' })).toHaveClass('grid-cols-3');
  });
});
