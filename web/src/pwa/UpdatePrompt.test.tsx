import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyReasons, hasOpenDialog, markBusy } from './busy';
import type * as registration from './register-service-worker';
import { applyUpdate, setNeedsRefresh } from './register-service-worker';
import { UpdatePrompt } from './UpdatePrompt';

vi.mock('./register-service-worker', async (importOriginal) => ({
  ...(await importOriginal<typeof registration>()),
  applyUpdate: vi.fn(),
}));

afterEach(() => {
  act(() => setNeedsRefresh(false));
  vi.mocked(applyUpdate).mockReset();
});

const prompt = () => screen.queryByText('Update available');

describe('UpdatePrompt', () => {
  it('stays hidden until a new version waits, then reloads only when the member chooses', async () => {
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    expect(prompt()).not.toBeInTheDocument();
    // The build's version is on the page for support and for the update test (unit tests: 'dev').
    expect(document.documentElement.dataset.appVersion).toBe('dev');

    act(() => setNeedsRefresh(true));
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Selah is ready.');
    expect(applyUpdate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reloading...' })).toBeDisabled();
  });

  it('waits while a meditation runs and while a dialog is open', async () => {
    render(<UpdatePrompt />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-update', 'none');
    const release = markBusy('meditation');
    act(() => setNeedsRefresh(true));
    expect(status).toHaveAttribute('data-update', 'held');
    expect(prompt()).not.toBeInTheDocument();
    act(release);
    expect(busyReasons()).toEqual([]);
    expect(status).toHaveAttribute('data-update', 'offered');
    expect(prompt()).toBeInTheDocument();

    // A dialog opening anywhere in the page (e.g. New Entry) hides it again until it closes.
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    act(() => document.body.append(dialog));
    expect(hasOpenDialog()).toBe(true);
    await vi.waitFor(() => expect(prompt()).not.toBeInTheDocument());
    act(() => dialog.remove());
    await vi.waitFor(() => expect(prompt()).toBeInTheDocument());
  });

  it('can be put off until the next visit', async () => {
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    act(() => setNeedsRefresh(true));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});

describe('busy registry', () => {
  it('counts each holder once and releases each only once', () => {
    const first = markBusy('meditation');
    const second = markBusy('meditation');
    expect(busyReasons()).toEqual(['meditation', 'meditation']);
    first();
    first();
    expect(busyReasons()).toEqual(['meditation']);
    second();
    expect(busyReasons()).toEqual([]);
  });
});
