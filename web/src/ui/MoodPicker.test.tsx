import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOOD_DETAILS, MOODS } from '@selah/shared';
import { MoodFace } from './MoodFace';
import { MoodPicker } from './MoodPicker';

describe('MoodPicker', () => {
  it('draws an SVG face in each button, named by the mood label, with no emoji text', () => {
    render(<MoodPicker value="good" onChange={() => {}} label="How are you feeling?" />);

    const group = screen.getByRole('group', { name: 'How are you feeling?' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(
      MOODS.map((mood) => MOOD_DETAILS[mood].label),
    );
    for (const mood of MOODS) {
      const button = screen.getByRole('button', { name: MOOD_DETAILS[mood].label });
      const face = button.querySelector('svg');
      expect(face).not.toBeNull();
      expect(face).toHaveAttribute('data-mood', mood);
      expect(face).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Okay' })).toHaveAttribute('aria-pressed', 'false');
    // No band under the scale for the chosen label.
    expect(group.nextElementSibling).toBeNull();
  });

  it('reports the chosen mood', async () => {
    const onChange = vi.fn();
    render(<MoodPicker value={null} onChange={onChange} label="Mood" />);
    await userEvent.click(screen.getByRole('button', { name: 'Struggling' }));
    expect(onChange).toHaveBeenCalledWith('struggling');
  });
});

describe('MoodFace', () => {
  it('is an image named by its label, or decorative without one', () => {
    const { container } = render(
      <>
        <MoodFace mood="amazing" label="Amazing" />
        <MoodFace mood={null} label="No mood yet" />
        <MoodFace mood="down" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Amazing' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('img', { name: 'No mood yet' })).toHaveAttribute('data-mood', 'none');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(container.querySelector('[data-mood="down"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
