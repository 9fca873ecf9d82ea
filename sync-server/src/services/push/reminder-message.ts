import { AFFIRMATIONS, formatAffirmation, localDayKey, localDayNumber } from '@selah/shared';
import type { PushMessage } from './sender';

/**
 * What a reminder says. Never anything of the member's (no mood, note, journal or name): a push
 * passes through the browser vendor's service and lands on a lock screen anyone may glance at.
 * A gentle line and the day's verse, the same public one for everyone in the zone that day.
 */
export const REMINDER_TITLE = 'Selah';
export const REMINDER_LINE = 'A quiet moment for your check-in, whenever you are ready.';
export const TEST_LINE = 'This is how your daily reminder will look.';
export const CHECK_IN_PATH = '/mood';

export function verseOfTheDay(day: number): string {
  const verse =
    AFFIRMATIONS[((day % AFFIRMATIONS.length) + AFFIRMATIONS.length) % AFFIRMATIONS.length];
  return verse ? formatAffirmation(verse) : '';
}

export function reminderMessage(
  kind: PushMessage['kind'],
  now: Date,
  timeZone: string,
): PushMessage {
  const day = localDayKey(now, timeZone);
  const verse = verseOfTheDay(localDayNumber(now, timeZone));
  return {
    kind,
    title: REMINDER_TITLE,
    body: `${kind === 'test' ? TEST_LINE : REMINDER_LINE}\n${verse}`,
    url: CHECK_IN_PATH,
    day,
    // Letters, digits, '-' and '_' only: it is also the message's Topic header (RFC 8030).
    tag: kind === 'test' ? 'selah-test' : `selah-reminder-${day}`,
  };
}
