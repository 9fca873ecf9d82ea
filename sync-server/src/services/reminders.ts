import { eq } from 'drizzle-orm';
import type { ReminderSettings } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { ReminderRow } from '../db/schema';
import type { Db } from '../db/types';

/** Weekdays (Sunday 0 ... Saturday 6) as the bits the reminders table keeps them in. */
export const daysToBits = (days: readonly number[]) =>
  days.reduce((bits, day) => bits | (1 << day), 0);
export const bitsToDays = (bits: number) =>
  [0, 1, 2, 3, 4, 5, 6].filter((day) => (bits & (1 << day)) !== 0);

export function toReminderSettings(row: ReminderRow): ReminderSettings {
  return {
    enabled: row.enabled,
    time: row.time,
    days: bitsToDays(row.days),
    timeZone: row.timeZone,
    quietHours:
      row.quietStart !== null && row.quietEnd !== null
        ? { start: row.quietStart, end: row.quietEnd }
        : null,
  };
}

/** The member's reminder, or null when they never set one. */
export async function getReminder(db: Db, memberId: string): Promise<ReminderSettings | null> {
  const { reminders: t } = tablesOf(db);
  const [row] = await db.select().from(t).where(eq(t.userId, memberId)).limit(1);
  return row ? toReminderSettings(row) : null;
}

export async function saveReminder(
  tx: Db,
  memberId: string,
  settings: ReminderSettings,
  now: Date,
): Promise<ReminderSettings> {
  const { reminders: t } = tablesOf(tx);
  const values = {
    enabled: settings.enabled,
    time: settings.time,
    days: daysToBits(settings.days),
    timeZone: settings.timeZone,
    quietStart: settings.quietHours?.start ?? null,
    quietEnd: settings.quietHours?.end ?? null,
    updatedAt: now.toISOString(),
  };
  const [row] = await tx
    .insert(t)
    .values({ userId: memberId, ...values })
    .onConflictDoUpdate({ target: t.userId, set: values })
    .returning();
  return toReminderSettings(row!);
}
