import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GUIDED_SESSIONS,
  MUTATION_ARGS,
  createTimer,
  pause,
  start,
  uuidv7,
  type MeditationAudio,
  type MeditationSession,
} from '@selah/shared';
import { getDb } from '../../db';
import { busyReasons } from '../../pwa/busy';
import MeditationPage from './MeditationPage';
import { playAmbient, stopAmbient } from './ambient-player';
import { playChime, primeChime } from './chime';
import { loadTimer, saveTimer } from './timer-persistence';
import { PLAY_NEEDS_CONNECTION } from './useAmbientAudio';
import { NEEDS_CONNECTION } from './useOfflineAudio';
import { renderInApp } from '../../../test/render-screen';

vi.mock('./ambient-player', () => ({ playAmbient: vi.fn(), stopAmbient: vi.fn() }));
vi.mock('./chime', () => ({ playChime: vi.fn(), primeChime: vi.fn() }));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function renderPage() {
  return renderInApp(<MeditationPage />, '/meditation');
}

/** The figure printed under a StatCard's label. */
function statValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

function session(duration: number, msAgo: number, sessionType: string): MeditationSession {
  return {
    id: uuidv7(),
    userId: 'guest',
    duration,
    sessionType,
    completedAt: new Date(Date.now() - msAgo).toISOString(),
  };
}

beforeEach(() => {
  // Anonymous visitor: GET /api/session answers a guest, everything else is unreachable.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/session')
        ? Response.json({ user: null, accountDeleted: false })
        : Promise.reject(new TypeError('offline')),
    ),
  );
});

afterEach(() => {
  vi.mocked(playAmbient).mockReset();
  vi.mocked(stopAmbient).mockReset();
  vi.mocked(playChime).mockReset();
  vi.mocked(primeChime).mockReset();
  sessionStorage.clear();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

function track(title: string, audioUrl: string, duration: number | null): MeditationAudio {
  return {
    id: uuidv7(),
    title,
    description: `${title} sounds`,
    audioUrl,
    duration,
    category: 'nature',
    isPublic: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A Cache Storage with one cache, enough for the offline-audio code; `added` lists its downloads. */
function fakeCaches(stored: string[] = [], { failAdd = false } = {}) {
  const entries = new Set(stored.map((path) => new URL(path, window.location.href).href));
  const added: string[] = [];
  const opened: string[] = [];
  const cache = {
    match: vi.fn(async (key: string) => (entries.has(key) ? new Response('mp3') : undefined)),
    add: vi.fn(async (key: string) => {
      if (failAdd) throw new TypeError('Failed to fetch');
      added.push(key);
      entries.add(key);
    }),
  };
  // jsdom has neither; the controls only appear where a service worker can serve the files.
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.stubGlobal('caches', {
    open: vi.fn(async (name: string) => {
      opened.push(name);
      return cache;
    }),
  });
  return { added, opened };
}

const breathing = GUIDED_SESSIONS.find((session) => session.title === 'Breathing Exercise')!;

describe('MeditationPage', () => {
  it('shows stats, weekly minutes and the latest sessions from the local data', async () => {
    // A Wednesday noon: two hours ago is this week, whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
    await getDb().meditationSessions.bulkAdd([
      session(10, 2 * 60 * MINUTE, 'Morning Mindfulness'),
      session(5, 1000, 'Breathing Exercise'),
      session(20, 9 * DAY, 'Deep Relaxation'),
    ]);
    renderPage();

    await waitFor(() => expect(statValue('Total Sessions')).toBe('3'));
    expect(statValue('Total Minutes')).toBe('35');
    expect(statValue('Avg Session (min)')).toBe('12'); // 35 / 3 = 11.67
    expect(screen.getByText(/minutes this week/)).toHaveTextContent('15 minutes this week');

    const recent = within(screen.getByRole('region', { name: 'Recent Sessions' }));
    const items = recent.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Breathing ExerciseJust now5 min',
      'Morning Mindfulness2 hours ago10 min',
      'Deep Relaxation9 days ago20 min',
    ]);
  });

  it('shows zeros and an empty history with no sessions, and the whole guided catalogue', async () => {
    renderPage();
    await waitFor(() => expect(statValue('Total Sessions')).toBe('0'));
    expect(statValue('Avg Session (min)')).toBe('0');
    expect(screen.getByText(/No sessions yet/)).toBeInTheDocument();

    const guided = within(screen.getByRole('region', { name: 'Guided Sessions' }));
    expect(guided.getAllByRole('button', { name: /^Start / })).toHaveLength(6);
    expect(guided.getByText('Focus & Concentration')).toBeInTheDocument();
    expect(guided.getByText('25 minutes')).toBeInTheDocument();
    expect(guided.getByText('Advanced')).toBeInTheDocument();
  });

  it('plays one ambient track at a time and says so while it plays', async () => {
    await getDb().meditationAudio.bulkAdd([
      track('Gentle Rain', '/audio/rain.mp3', 65),
      track('Ocean Waves', '/audio/ocean.mp3', null),
    ]);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Play Gentle Rain' }));
    expect(playAmbient).toHaveBeenCalledWith('/audio/rain.mp3', expect.anything());
    expect(screen.getByText('Now playing ambient sounds...')).toBeInTheDocument();
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();

    const stopButton = screen.getByRole('button', { name: 'Stop Gentle Rain' });
    expect(stopButton).toHaveTextContent('Stop');
    await user.click(stopButton);
    expect(stopAmbient).toHaveBeenCalled();
    expect(screen.queryByText('Now playing ambient sounds...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Gentle Rain' })).toHaveTextContent('Play');
  });

  it('runs the full-screen timer by the clock and records the finished session once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Start Breathing Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Breathing Exercise' });
    const timer = within(dialog).getByRole('timer');
    const startButton = within(dialog).getByRole('button', { name: 'Start' });
    expect(timer).toHaveTextContent('05:00');

    await user.click(startButton);
    act(() => vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('04:57');

    // Pause halts the countdown.
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('04:57');

    // Stop resets to the full duration.
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(timer).toHaveTextContent('05:00');

    await user.click(startButton);
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(timer).toHaveTextContent('00:00');
    expect(within(dialog).getByText('Complete!')).toBeInTheDocument();
    expect(startButton).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Start New Session' })).toHaveFocus();

    expect(await screen.findByText('Session Completed!')).toBeInTheDocument();
    // More ticks after completion record nothing more.
    act(() => vi.advanceTimersByTime(5000));
    const entries = await getDb().outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('meditation.create');
    expect(MUTATION_ARGS['meditation.create'].parse(entries[0]!.args)).toMatchObject({
      duration: 5,
      sessionType: 'Breathing Exercise',
      // Restarted at 10:00:13 (after 3 s running and 10 s paused), so done 5 minutes later.
      completedAt: '2026-03-04T10:05:13.000Z',
    });

    // Start New Session resets the timer; Back to Sessions closes it.
    await user.click(within(dialog).getByRole('button', { name: 'Start New Session' }));
    expect(timer).toHaveTextContent('05:00');
    expect(startButton).toBeEnabled();
    expect(within(dialog).queryByText('Complete!')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Sessions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('catches up from the clock when the tab becomes visible again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Start Body Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Body Scan' });
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    // A throttled tab: the clock moves on without interval ticks.
    vi.setSystemTime(new Date('2026-03-04T10:07:30Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('07:30');
  });

  it('holds a screen wake lock only while the timer runs', async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ released: false, release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      const user = userEvent.setup();
      renderPage();
      await user.click(screen.getByRole('button', { name: 'Start Body Scan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Body Scan' });
      expect(request).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
      await waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });

  it('keeps a session through a reload, holds updates back while it runs, and chimes once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    const user = userEvent.setup();
    const first = renderPage();

    await user.click(screen.getByRole('button', { name: 'Start Breathing Exercise' }));
    let dialog = await screen.findByRole('dialog', { name: 'Breathing Exercise' });
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(primeChime).toHaveBeenCalledTimes(1); // inside the click, while audio may start
    expect(busyReasons()).toEqual(['meditation']);
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('04:00');

    // What a reload leaves behind: the page is gone, the tab's storage stays.
    const saved = loadTimer();
    expect(saved).toMatchObject({ session: breathing, state: { status: 'running' } });
    first.unmount();
    expect(loadTimer()).toBeNull(); // leaving the timer in the app ends the session
    expect(busyReasons()).toEqual([]);
    saveTimer(saved!.session, saved!.state);

    // The reload itself took a minute: that minute counts.
    vi.setSystemTime(new Date('2026-03-04T10:02:00Z'));
    renderPage();
    dialog = await screen.findByRole('dialog', { name: 'Breathing Exercise' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('03:00');
    expect(busyReasons()).toEqual(['meditation']);

    act(() => vi.advanceTimersByTime(3 * MINUTE));
    expect(within(dialog).getByText('Complete!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(playChime).toHaveBeenCalledTimes(1);
    expect(busyReasons()).toEqual([]);
    expect(loadTimer()).toBeNull();
    expect(await screen.findByText('Session Completed!')).toBeInTheDocument();
    const entries = await getDb().outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.args).toMatchObject({ completedAt: '2026-03-04T10:05:00.000Z' });
  });

  it('records a session that ended while the page was closed, dated when it ended', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    saveTimer(breathing, start(createTimer(5), Date.parse('2026-03-04T10:00:00Z')));
    vi.setSystemTime(new Date('2026-03-04T10:07:00Z'));
    renderPage();

    const dialog = await screen.findByRole('dialog', { name: 'Breathing Exercise' });
    expect(within(dialog).getByText('Complete!')).toBeInTheDocument();
    expect(await screen.findByText('Session Completed!')).toBeInTheDocument();
    const entries = await getDb().outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.args).toMatchObject({ completedAt: '2026-03-04T10:05:00.000Z' });
    expect(loadTimer()).toBeNull();
  });

  it('brings a paused session back paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const startedAt = Date.parse('2026-03-04T10:00:00Z');
    saveTimer(breathing, pause(start(createTimer(5), startedAt), startedAt + 90_000));
    vi.setSystemTime(new Date('2026-03-04T11:00:00Z'));
    renderPage();

    const dialog = await screen.findByRole('dialog', { name: 'Breathing Exercise' });
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent('03:30');
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(timer).toHaveTextContent('03:30');
    expect(busyReasons()).toEqual(['meditation']);
  });

  it('saves sounds for offline, shows which are saved, and keeps a sound once it is played', async () => {
    const { added, opened } = fakeCaches(['/audio/ocean.mp3']);
    await getDb().meditationAudio.bulkAdd([
      track('Gentle Rain', '/audio/rain.mp3', 60),
      track('Ocean Waves', '/audio/ocean.mp3', 60),
      track('Soft Wind', '/audio/wind.mp3', 60),
    ]);
    const user = userEvent.setup();
    renderPage();

    const list = within(await screen.findByRole('region', { name: 'Meditation Music & Sounds' }));
    expect(await list.findByText('Saved for offline')).toBeInTheDocument(); // ocean, found on mount
    await user.click(await list.findByRole('button', { name: 'Save for offline: Gentle Rain' }));
    await waitFor(() => expect(list.getAllByText('Saved for offline')).toHaveLength(2));
    expect(added).toEqual([new URL('/audio/rain.mp3', window.location.href).href]);
    expect(new Set(opened)).toEqual(new Set(['selah-audio']));

    await user.click(list.getByRole('button', { name: 'Play Soft Wind' }));
    await waitFor(() => expect(list.getAllByText('Saved for offline')).toHaveLength(3));
    expect(added).toHaveLength(2);
    expect(list.queryByRole('button', { name: /^Save for offline/ })).not.toBeInTheDocument();
  });

  it('offers no offline saving where the browser cannot serve saved files', async () => {
    await getDb().meditationAudio.bulkAdd([track('Gentle Rain', '/audio/rain.mp3', 60)]);
    renderPage();
    const list = within(await screen.findByRole('region', { name: 'Meditation Music & Sounds' }));
    await list.findByRole('button', { name: 'Play Gentle Rain' });
    expect(list.queryByRole('button', { name: /Save for offline/ })).not.toBeInTheDocument();
    expect(list.queryByText('Saved for offline')).not.toBeInTheDocument();
  });

  it('explains that saving and first playing a sound need a connection', async () => {
    fakeCaches([], { failAdd: true });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await getDb().meditationAudio.bulkAdd([track('Gentle Rain', '/audio/rain.mp3', 60)]);
    const user = userEvent.setup();
    renderPage();

    const list = within(await screen.findByRole('region', { name: 'Meditation Music & Sounds' }));
    await user.click(await list.findByRole('button', { name: 'Save for offline: Gentle Rain' }));
    expect(await list.findByText(NEEDS_CONNECTION)).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Save for offline: Gentle Rain' })).toBeEnabled();

    await user.click(list.getByRole('button', { name: 'Play Gentle Rain' }));
    const [, options] = vi.mocked(playAmbient).mock.calls[0]!;
    act(() => options?.onError?.()); // the audio element could not load the file
    expect(await list.findByText(PLAY_NEEDS_CONNECTION)).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Play Gentle Rain' })).toBeInTheDocument();
    expect(list.queryByText('Now playing ambient sounds...')).not.toBeInTheDocument();
  });
});
