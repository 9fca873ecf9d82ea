import { z } from 'zod';
import { timeZoneSchema } from './common';
import { text } from './text';

/** A local wall-clock minute, 'HH:MM' from 00:00 to 23:59. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:30 (24-hour clock)');

/** base64url without padding, as browsers give a subscription's keys. */
const base64url = (label: string, max: number) =>
  z
    .string()
    .min(1, `${label} is missing`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`);

/**
 * POST /api/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. The endpoint's
 * origin is checked by the server against the push services it may call.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: text('The endpoint')
    .min(1, 'The endpoint is missing')
    .max(2048, 'The endpoint is too long'),
  keys: z.object({
    // A P-256 point (65 bytes, 87 characters) and a 16-byte secret (22 characters).
    p256dh: base64url('The p256dh key', 200),
    auth: base64url('The auth secret', 64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** A stored subscription as the member lists it: never the keys. */
export type PushSubscriptionSummary = { id: string; endpoint: string; createdAt: string };

export const quietHoursSchema = z.object({ start: clockTimeSchema, end: clockTimeSchema });

/** PUT /api/reminders. Days are weekdays, Sunday 0 ... Saturday 6. */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ message: 'Say whether reminders are on' }),
  time: clockTimeSchema,
  days: z
    .array(z.number().int().min(0).max(6), { message: 'Choose days from 0 (Sunday) to 6' })
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day once'),
  timeZone: timeZoneSchema,
  quietHours: quietHoursSchema.nullable().optional(),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsSchema>;
export type ReminderSettings = {
  enabled: boolean;
  time: string;
  days: number[];
  timeZone: string;
  quietHours: { start: string; end: string } | null;
};
