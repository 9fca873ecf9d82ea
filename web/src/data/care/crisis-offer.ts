/**
 * Whether to gently offer help after low moods. Read from this device's own mood entries only:
 * nothing here is sent to the server or shown to anyone but the member.
 */
import { DEVICE_TIME_ZONE, localDayNumber, type Mood, type MoodEntry } from '@selah/shared';
import { getDb, useDb, useLiveQuery, type SelahDB } from '../../db';
import { CRISIS_OFFER_DISMISSED_KEY } from './keys';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A "struggling" check-in this recent is answered with the offer. */
export const RECENT_STRUGGLE_MS = DAY_MS;
/** How many low days within LOW_DAYS_WINDOW bring the offer. */
export const LOW_DAYS_THRESHOLD = 3;
/** The window for low days: today and the six local days before it. */
export const LOW_DAYS_WINDOW = 7;
/** How long "Not now" hides the offer. */
export const CRISIS_OFFER_SNOOZE_MS = 3 * DAY_MS;

const LOW_MOODS: ReadonlySet<Mood> = new Set<Mood>(['down', 'struggling']);

/** What the decision reads: the last week's check-ins (oldest first) and any "Not now". */
export interface CrisisSignals {
  recent: readonly Pick<MoodEntry, 'mood' | 'date'>[];
  /** Until when "Not now" hides the offer (ISO), or null. */
  dismissedUntil: string | null;
}

/**
 * Whether to offer help now:
 * - right after a "struggling" check-in: the newest entry is "struggling", logged in the last 24 h;
 * - or after three or more low days ("down" or "struggling") among the last seven local days.
 * "Not now" hides it until `dismissedUntil`, except that a "struggling" check-in made after the
 * member said "Not now" is a new moment, and is answered again.
 */
export function shouldOfferCare(
  signals: CrisisSignals,
  now: Date,
  timeZone: string = DEVICE_TIME_ZONE,
): boolean {
  const nowMs = now.getTime();
  const until = signals.dismissedUntil ? Date.parse(signals.dismissedUntil) : Number.NaN;
  const dismissed = until > nowMs;
  const dismissedAt = dismissed ? until - CRISIS_OFFER_SNOOZE_MS : Number.NEGATIVE_INFINITY;

  const latest = signals.recent.at(-1);
  if (latest?.mood === 'struggling') {
    const at = Date.parse(latest.date);
    if (nowMs - at <= RECENT_STRUGGLE_MS && at > dismissedAt) return true;
  }
  if (dismissed) return false;

  const today = localDayNumber(now, timeZone);
  const lowDays = new Set<number>();
  for (const entry of signals.recent) {
    if (!LOW_MOODS.has(entry.mood) || Number.isNaN(Date.parse(entry.date))) continue;
    const day = localDayNumber(entry.date, timeZone);
    if (day <= today && day > today - LOW_DAYS_WINDOW) lowDays.add(day);
  }
  return lowDays.size >= LOW_DAYS_THRESHOLD;
}

/**
 * The signals from the local database: every check-in dated from eight days before `now` on (one
 * more than the window, for any time zone offset), oldest first, and the "Not now" mark.
 */
export async function readCrisisSignals(db: SelahDB, now: Date): Promise<CrisisSignals> {
  const since = new Date(now.getTime() - (LOW_DAYS_WINDOW + 1) * DAY_MS).toISOString();
  return db.transaction('r', db.moodEntries, db.meta, async () => {
    const [entries, dismissed] = await Promise.all([
      db.moodEntries.where('date').aboveOrEqual(since).toArray(),
      db.meta.get(CRISIS_OFFER_DISMISSED_KEY),
    ]);
    return {
      recent: entries.map(({ mood, date }) => ({ mood, date })),
      dismissedUntil: typeof dismissed?.value === 'string' ? dismissed.value : null,
    };
  });
}

/** Whether to offer help now (undefined while loading: offer nothing yet). See shouldOfferCare. */
export function useCrisisOffer(): boolean | undefined {
  const db = useDb();
  const signals = useLiveQuery(() => readCrisisSignals(db, new Date()), [db]);
  return signals ? shouldOfferCare(signals, new Date()) : undefined;
}

/** "Not now": hides the offer for three days (kept on this device). */
export async function dismissCrisisOffer(
  now: Date = new Date(),
  db: SelahDB = getDb(),
): Promise<void> {
  const until = new Date(now.getTime() + CRISIS_OFFER_SNOOZE_MS).toISOString();
  await db.meta.put({ key: CRISIS_OFFER_DISMISSED_KEY, value: until });
}
