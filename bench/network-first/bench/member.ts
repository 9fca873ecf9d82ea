import type { APIRequestContext, BrowserContext } from 'playwright-core';
import type { DashboardStats, JournalEntry } from '@selah/shared';
import { signUpMember } from '../../lib/browser';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** What both pages must show before the dashboard counts as showing the member's data. */
export type Datum = { streakText: string; latestJournalTitle: string };
export type ReturningMember = { email: string; password: string; datum: Datum };

async function post(request: APIRequestContext, url: string, data: unknown): Promise<unknown> {
  const response = await request.post(url, { data, headers: { 'X-Time-Zone': 'UTC' } });
  if (response.status() !== 201 && response.status() !== 200) {
    throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  }
  return response.json();
}

async function get<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { 'X-Time-Zone': 'UTC' } });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Signs a member up in `context` and gives them a little history through the API, the way weeks
 * of use would: moods on the last three days (a 3-day streak), three goals (one under way), three
 * journal entries, a meditation and a community post. Returns the figures the dashboard will show,
 * read back from the server.
 */
export async function createReturningMember(
  context: BrowserContext,
  baseUrl: string,
): Promise<ReturningMember> {
  const member = await signUpMember(context, baseUrl, 'network');
  const request = context.request;
  const api = (path: string) => `${baseUrl}/api/${path}`;
  const now = Date.now();
  const at = (ms: number) => new Date(now - ms).toISOString();

  const moods = ['good', 'okay', 'amazing'] as const;
  for (const [daysAgo, mood] of moods.entries()) {
    await post(request, api('mood-entries'), { mood, date: at(daysAgo * DAY_MS + MINUTE_MS) });
  }
  const goals = [
    { title: 'Pray every morning', targetValue: 7, category: 'mindfulness' },
    { title: 'Call a friend', targetValue: 2, category: 'social' },
    { title: 'Walk after dinner', targetValue: 5, category: 'exercise' },
  ];
  const created: { id: string }[] = [];
  for (const goal of goals) {
    created.push((await post(request, api('goals'), goal)) as { id: string });
  }
  const progressed = await request.patch(api(`goals/${created[0]!.id}/progress`), {
    data: { currentValue: 4 },
  });
  if (!progressed.ok()) throw new Error(`goal progress answered ${progressed.status()}`);
  const entries = [
    { title: 'Grateful for small things', category: 'gratitude', ago: 3 * DAY_MS },
    { title: 'A hard conversation', category: 'reflection', ago: DAY_MS },
    { title: 'Quiet morning by the lake', category: 'gratitude', ago: 30 * MINUTE_MS },
  ];
  for (const entry of entries) {
    await post(request, api('journal-entries'), {
      title: entry.title,
      content: `${entry.title}. I wrote this down so I remember how it felt. `.repeat(4),
      category: entry.category,
      createdAt: at(entry.ago),
    });
  }
  await post(request, api('meditation-sessions'), {
    duration: 10,
    sessionType: 'Morning Mindfulness',
    completedAt: at(2 * 60 * MINUTE_MS),
  });
  await post(request, api('community-posts'), { content: 'Praying for everyone this week.' });

  const stats = await get<DashboardStats>(request, api('dashboard-stats'));
  const [latest] = await get<JournalEntry[]>(request, api('journal-entries?limit=1'));
  if (!latest || latest.title !== entries.at(-1)!.title) {
    throw new Error(`The latest journal entry is ${latest?.title ?? 'missing'}`);
  }
  const streak = stats.moodStreak;
  return {
    email: member.email,
    password: member.password,
    datum: {
      streakText: `${streak} ${streak === 1 ? 'day' : 'days'}`,
      latestJournalTitle: latest.title,
    },
  };
}

/** Signs the member in inside `context` (another origin: its own cookie), as the Login screen does. */
export async function signIn(context: BrowserContext, baseUrl: string, member: ReturningMember) {
  const response = await context.request.post(`${baseUrl}/api/login`, {
    data: { email: member.email, password: member.password, timeZone: 'UTC' },
  });
  if (!response.ok())
    throw new Error(`Login answered ${response.status()}: ${await response.text()}`);
}
