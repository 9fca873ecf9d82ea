import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

function renderTwo() {
  render(
    <>
      <Tooltip content="Notifications">
        <button type="button" aria-label="Open notifications">
          N
        </button>
      </Tooltip>
      <Tooltip content="Settings">
        <button type="button" aria-label="Open settings">
          S
        </button>
      </Tooltip>
    </>,
  );
  return {
    first: screen.getByRole('button', { name: 'Open notifications' }),
    second: screen.getByRole('button', { name: 'Open settings' }),
  };
}

const hover = (element: HTMLElement) =>
  fireEvent.pointerEnter(element.parentElement!, { pointerType: 'mouse' });
const leave = (element: HTMLElement) =>
  fireEvent.pointerLeave(element.parentElement!, { pointerType: 'mouse' });

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after resting 700 ms on the trigger and describes it', () => {
    const { first } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Notifications');
    expect(first).toHaveAccessibleDescription('Notifications');

    leave(first);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the next tooltip at once within 300 ms of the last one closing', () => {
    const { first, second } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(700));
    leave(first);

    act(() => vi.advanceTimersByTime(299));
    hover(second);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Settings');
  });

  it('waits the full delay again after the 300 ms skip window', () => {
    const { first, second } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(700));
    leave(first);

    act(() => vi.advanceTimersByTime(301));
    hover(second);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Settings');
  });

  it('opens on keyboard focus and closes on Escape', () => {
    const { first } = renderTwo();
    act(() => first.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Notifications');
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
