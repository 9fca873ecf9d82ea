import lighthouse from 'lighthouse';
import { progress } from '../lib/log';
import { median } from '../lib/stats';
import { launchDebugChromium } from './debug-chromium';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
} as const;

export type LighthouseRun = {
  scores: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits that cost points in a category (score < 1 with a weight), e.g. "errors-in-console". */
  failing: string[];
  /** The performance opportunities with their estimated savings, as Lighthouse words them. */
  opportunities: string[];
  finalUrl: string;
  lighthouseVersion: string;
  benchmarkIndex: number;
};

/**
 * One Lighthouse run with its default configuration: mobile form factor and screen, simulated
 * throttling (slow 4G, 4x CPU slowdown), on a freshly started Chromium with an empty profile, so
 * nothing is cached and no service worker is installed: a cold visit. `headers` are sent with every
 * request (a member's session cookie).
 */
export async function runLighthouse(
  url: string,
  headers?: Record<string, string>,
): Promise<LighthouseRun> {
  const chrome = await launchDebugChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      extraHeaders: headers ?? null,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
        return [id, score];
      }),
    ) as LighthouseRun['scores'];
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
        return [key, value];
      }),
    ) as LighthouseRun['metrics'];
    const failing: string[] = [];
    for (const id of LIGHTHOUSE_CATEGORIES) {
      if (id === 'performance') continue;
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push(`${id}: ${ref.id}`);
        }
      }
    }
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
      .map((audit) => `${audit.title} (${audit.displayValue ?? ''})`);
    return {
      scores,
      metrics,
      failing,
      opportunities,
      finalUrl: lhr.finalDisplayedUrl,
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.close();
  }
}

export type LighthouseMedian = {
  runs: LighthouseRun[];
  scores: LighthouseRun['scores'];
  metrics: LighthouseRun['metrics'];
};

/**
 * Now and then Lighthouse fails to record a run's trace (NO_NAVSTART, "run Lighthouse again"):
 * such a run is repeated, at most twice, on a fresh browser; any other failure ends the bench.
 */
async function withRetry(run: () => Promise<LighthouseRun>): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const retryable = error instanceof Error && /run Lighthouse again/i.test(error.message);
      if (!retryable || attempt === 3) throw error;
      progress(`web: Lighthouse asked to be run again (${error.message}); retrying`);
    }
  }
}

/** `count` cold runs one after another; each figure is the median of its own values. */
export async function medianOfRuns(
  count: number,
  url: string,
  headers?: Record<string, string>,
): Promise<LighthouseMedian> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < count; i++) runs.push(await withRetry(() => runLighthouse(url, headers)));
  const pick = <T extends 'scores' | 'metrics'>(part: T) =>
    Object.fromEntries(
      Object.keys(runs[0]![part]).map((key) => [
        key,
        median(runs.map((run) => (run[part] as Record<string, number>)[key]!)),
      ]),
    ) as LighthouseRun[T];
  return { runs, scores: pick('scores'), metrics: pick('metrics') };
}
