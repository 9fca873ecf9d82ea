import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import {
  DENIED_HELP,
  IOS_HELP,
  IOS_NOTE,
  RemindersSection,
  UNSUPPORTED_HELP,
} from './RemindersSection';

const PUBLIC_KEY =
  'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'secret16bytes' },
};

/** The browser's answers, stubbed: this machine cannot reach a real push service. */
function stubBrowser(permission: NotificationPermission) {
  const subscribe = vi.fn(() =>
    Promise.resolve({ options: { applicationServerKey: null }, toJSON: () => SUBSCRIPTION }),
  );
  const requestPermission = vi.fn(() => Promise.resolve(permission));
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({
        pushManager: { getSubscription: () => Promise.resolve(null), subscribe },
      }),
    },
  });
  return { subscribe, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const reminderOf = (body: unknown) => ({
  body: { reminder: { quietHours: null, ...(body as object) } },
});

describe('RemindersSection', () => {
  it('subscribes this browser from the member’s click and saves time, days and quiet hours', async () => {
    const browser = stubBrowser('granted');
    const api = fakeApi({
      'GET /api/reminders': () => ({ body: { reminder: null } }),
      'GET /api/push/public-key': () => ({ body: { publicKey: PUBLIC_KEY } }),
      'POST /api/push/subscriptions': () => ({ status: 201, body: { subscription: {} } }),
      'PUT /api/reminders': (request) => reminderOf(request.body),
      'POST /api/push/test': () => ({ body: { sent: 1, gone: 0, refused: 0, failed: 0 } }),
    });
    const user = userEvent.setup();
    render(<RemindersSection support="supported" />);
    // Said to everyone: a member may set it up here and expect it on their iPhone too.
    expect(screen.getByText(IOS_NOTE)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Send me a daily reminder' }));
    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.click(screen.getByRole('checkbox', { name: /Quiet hours/ }));
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will get a gentle reminder at 07:30, on Mon, Tue, Wed, Thu, Fri.',
    );
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/push/subscriptions',
        body: SUBSCRIPTION,
      }),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/reminders',
        body: {
          enabled: true,
          time: '07:30',
          days: [1, 2, 3, 4, 5],
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          quietHours: { start: '22:00', end: '07:00' },
        },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Send a test reminder' }));
    expect(await screen.findByText('A test reminder is on its way.')).toBeInTheDocument();
  });

  it('says how to allow notifications when the browser refuses, and saves nothing', async () => {
    stubBrowser('denied');
    const api = fakeApi({
      'GET /api/reminders': () => ({ body: { reminder: null } }),
      'GET /api/push/public-key': () => ({ body: { publicKey: PUBLIC_KEY } }),
    });
    const user = userEvent.setup();
    render(<RemindersSection support="supported" />);
    await user.click(screen.getByRole('checkbox', { name: 'Send me a daily reminder' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DENIED_HELP);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the saved reminder, and turning it off needs no permission', async () => {
    const browser = stubBrowser('granted');
    fakeApi({
      'GET /api/reminders': () =>
        reminderOf({ enabled: true, time: '21:15', days: [0, 6], timeZone: 'Europe/Berlin' }),
      'PUT /api/reminders': (request) => reminderOf(request.body),
    });
    const user = userEvent.setup();
    render(<RemindersSection support="supported" />);
    await waitFor(() => expect(screen.getByLabelText('Time')).toHaveValue('21:15'));
    expect(screen.getByRole('checkbox', { name: 'Sun' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mon' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Send me a daily reminder' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reminders are off.');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('says that iPhone and iPad need the Home Screen, or that the browser cannot', () => {
    const { unmount } = render(<RemindersSection support="ios-needs-home-screen" />);
    expect(screen.getByText(IOS_HELP)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save reminder' })).toBeNull();
    unmount();
    render(<RemindersSection support="unsupported" />);
    expect(screen.getByText(UNSUPPORTED_HELP)).toBeInTheDocument();
  });

  it('says the settings need a connection when offline', () => {
    fakeApi();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RemindersSection support="supported" />);
    expect(
      screen.getByText('Reminder settings need a connection. Try again when you are online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save reminder' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Send me a daily reminder' })).toBeDisabled();
    vi.restoreAllMocks();
  });
});
