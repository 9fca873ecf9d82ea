import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function Trigger({ title, variant }: { title: string; variant?: 'default' | 'destructive' }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title, description: `About ${title}`, variant })}>
      Show {title}
    </button>
  );
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger title="First" />
      <Trigger title="Second" />
      <Trigger title="Oops" variant="destructive" />
    </ToastProvider>,
  );
}

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('the first toast', () => {
  it('shows once its code has loaded (it is not on the first route)', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    // In the page (the region stays) but not drawn until the toast's chunk is in.
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('First');
  });
});

describe('toasts', () => {
  // The toast's code loads with the first toast; once it has, every toast shows in the same render.
  beforeAll(async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    await screen.findByRole('status');
    cleanup();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    expect(screen.getByRole('status')).toHaveTextContent('First');
    expect(screen.getByText('About First')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show Second' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.queryByText('First')).toBeNull();
  });

  it('announces politely, and destructive toasts as alerts', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Show Oops' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Oops');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dismisses itself after 5000 ms', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('First');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives a replacing toast its own full 5000 ms', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Show Second' }));

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its close button', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('moves focus to the notifications region on F8', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    expect(region()).not.toHaveFocus();

    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(region()).toHaveFocus();
    expect(region()).toContainElement(screen.getByRole('status'));
  });

  it('is dismissed by a swipe right past 50 px', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    const toast = screen.getByRole('status');

    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });

    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays after a swipe of 50 px or less, and snaps back', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    const toast = screen.getByRole('status');

    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 1 });
    expect(toast.style.transform).toBe('translateX(50px)');
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });

    expect(screen.getByRole('status')).toBe(toast);
    expect(toast.style.transform).toBe('');
  });

  it('keeps the region within 420 px', () => {
    renderToasts();
    expect(region().className).toContain('max-w-[420px]');
  });
});
