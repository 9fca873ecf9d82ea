import type { Browser, Page } from 'playwright-core';
import { PHONE, signUpMember } from '../lib/browser';
import { pageScript } from './page-script';

/** The moods clicked in turn ("Struggling" would add the crisis note, a different page). */
const MOODS = ['Good', 'Amazing', 'Okay', 'Down'] as const;

/** One try's times in ms from the click: its state rendered, its write committed, it shown. */
export type MoodTry = { savingMs: number | null; committedMs: number | null; shownMs: number };

type MoodProbe = {
  startedAt: number | null;
  saving: number | null;
  seen: string[];
  samples: MoodTry[];
};

/**
 * Runs in the page before its scripts: notes the time each read-write IndexedDB transaction over
 * the mood entries and the outbox commits (logMood's write). Dexie binds IDBDatabase.transaction
 * when it opens the database, so the wrapper must be in place first; it only adds a listener.
 */
function watchMoodCommits(): void {
  const commits: number[] = [];
  (window as unknown as { __moodCommits: number[] }).__moodCommits = commits;
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args) {
    const opened = transaction.apply(this, args);
    const stores = typeof args[0] === 'string' ? [args[0]] : [...args[0]];
    if (args[1] === 'readwrite' && stores.includes('outbox') && stores.includes('moodEntries')) {
      opened.addEventListener('complete', () => commits.push(performance.now()));
    }
    return opened;
  };
}

/**
 * Runs in the page. A capture listener on the document notes performance.now() as the click on
 * "Log Mood" starts its dispatch (before React's own listener on the root); a MutationObserver on
 * the Mood History card records the time when an entry with a date not seen before appears in it.
 * The history keeps 50 entries, so new entries are told apart by their <time dateTime>, not by count.
 * To say where the time goes it also notes when the button first reads "Saving..." (React has
 * rendered the click) and when the entry was stored (see watchMoodCommits).
 */
function installMoodProbe(): void {
  const history = document.querySelector('section[aria-labelledby="mood-history-title"]');
  const form = document.querySelector('section[aria-labelledby="mood-check-in-title"] form');
  if (!history || !form) throw new Error('No Mood History or check-in card');
  const probe: MoodProbe = { startedAt: null, saving: null, seen: [], samples: [] };
  (window as unknown as { __moodProbe: MoodProbe }).__moodProbe = probe;
  const since = () => (probe.startedAt === null ? null : performance.now() - probe.startedAt);
  const dates = () =>
    [...history.querySelectorAll('time')].map((time) => time.getAttribute('datetime') ?? '');
  probe.seen = dates();
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.textContent?.trim() !== 'Log Mood') return;
      probe.startedAt = performance.now();
      probe.saving = null;
    },
    { capture: true },
  );
  const commits = (window as unknown as { __moodCommits: number[] }).__moodCommits;
  new MutationObserver(() => {
    if (probe.saving === null && form.textContent?.includes('Saving...')) probe.saving = since();
  }).observe(form, { childList: true, subtree: true, characterData: true });
  new MutationObserver(() => {
    if (probe.startedAt === null) return;
    const now = dates();
    if (now.some((date) => !probe.seen.includes(date))) {
      const startedAt = probe.startedAt;
      const committed = commits.find((at) => at >= startedAt);
      probe.samples.push({
        savingMs: probe.saving,
        committedMs: committed === undefined ? null : committed - startedAt,
        shownMs: performance.now() - probe.startedAt,
      });
      probe.startedAt = null;
    }
    probe.seen = now;
  }).observe(history, { childList: true, subtree: true, characterData: true, attributes: true });
}

async function sampleCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __moodProbe: MoodProbe }).__moodProbe.samples.length,
  );
}

/**
 * A signed-in member (online; sync pushes each entry in the background, as in real use) logs
 * `tries` moods on the Mood Tracking screen: pick a mood, click "Log Mood", wait until the entry
 * shows in the history and the form is ready again. Returns each try's times, measured in the
 * page.
 */
export async function moodWriteToVisible(
  browser: Browser,
  url: string,
  tries: number,
): Promise<MoodTry[]> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    await signUpMember(context, url, 'mood');
    const page = await context.newPage();
    await page.addInitScript({ content: pageScript(watchMoodCommits, null) });
    await page.goto(`${url}/mood`);
    const history = page.getByRole('region', { name: 'Mood History' });
    await history
      .getByText('No mood entries yet. Start tracking your mood above!')
      .waitFor({ timeout: 15_000 });
    await page.evaluate(pageScript(installMoodProbe, null));
    const logMood = page.getByRole('button', { name: 'Log Mood', exact: true });
    for (let i = 0; i < tries; i++) {
      await page.getByRole('button', { name: MOODS[i % MOODS.length], exact: true }).click();
      await logMood.click();
      await page.waitForFunction(
        (count) =>
          (window as unknown as { __moodProbe: MoodProbe }).__moodProbe.samples.length === count,
        i + 1,
        { timeout: 10_000 },
      );
      // Saved: the button reads "Log Mood" again (not "Saving..."), disabled until a new choice.
      await page.getByRole('button', { name: 'Log Mood', exact: true, disabled: true }).waitFor();
    }
    if ((await sampleCount(page)) !== tries) throw new Error('A try was not recorded');
    return page.evaluate(
      () => (window as unknown as { __moodProbe: MoodProbe }).__moodProbe.samples,
    );
  } finally {
    await context.close();
  }
}
