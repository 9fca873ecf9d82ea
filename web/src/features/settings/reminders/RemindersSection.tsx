import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ReminderSettings } from '@selah/shared';
import { api, isNetworkError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useOnlineStatus } from '../../../lib/useOnlineStatus';
import { Button } from '../../../ui';
import { controlClasses } from '../../../ui/FormField';
import { FormMessage, SettingsSection, failureText } from '../SettingsSection';
import {
  notificationPermission,
  pushSupport,
  subscribeThisBrowser,
  type PermissionState,
  type PushSupport,
} from './push-device';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/** Monday first, as Selah's weeks are; the values are the API's (Sunday 0). */
const WEEKDAYS = [
  { value: 1, short: 'Mon' },
  { value: 2, short: 'Tue' },
  { value: 3, short: 'Wed' },
  { value: 4, short: 'Thu' },
  { value: 5, short: 'Fri' },
  { value: 6, short: 'Sat' },
  { value: 0, short: 'Sun' },
];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const DENIED_HELP =
  'Notifications are blocked for Selah in this browser. To allow them, open the site’s settings ' +
  '(the icon beside the address, or Settings › Notifications on a phone), allow notifications ' +
  'for Selah, then come back and save again.';
export const IOS_HELP =
  'On iPhone and iPad, reminders need Selah on your Home Screen (iOS 16.4 or later). In Safari, ' +
  'tap Share, then Add to Home Screen, open Selah from there and turn reminders on.';
export const IOS_NOTE =
  'On iPhone and iPad, reminders work once Selah is added to the Home Screen (iOS 16.4 or later).';
export const UNSUPPORTED_HELP =
  'This browser cannot receive reminders. A current Chrome, Edge, Firefox or Safari can.';

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function describe(settings: ReminderSettings): string {
  if (!settings.enabled) return 'Reminders are off.';
  const days =
    settings.days.length === 7
      ? 'every day'
      : `on ${WEEKDAYS.filter((d) => settings.days.includes(d.value))
          .map((d) => d.short)
          .join(', ')}`;
  return `You will get a gentle reminder at ${settings.time}, ${days}.`;
}

/**
 * The daily reminder: on or off, the time, the days and quiet hours, kept on the server (which
 * sends it) and a test send. Needs a connection; says why when this browser cannot have one.
 */
export function RemindersSection({ support = pushSupport() }: { support?: PushSupport }) {
  const online = useOnlineStatus();
  const [permission, setPermission] = useState<PermissionState>(notificationPermission);
  const [enabled, setEnabled] = useState(false);
  const [time, setTime] = useState('08:00');
  const [days, setDays] = useState<number[]>(EVERY_DAY);
  const [quiet, setQuiet] = useState(false);
  const [quietStart, setQuietStart] = useState('22:00');
  const [quietEnd, setQuietEnd] = useState('07:00');
  const [saved, setSaved] = useState<ReminderSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const ids = useId();

  useEffect(() => {
    if (support !== 'supported' || !online) return;
    let current = true;
    api.get('/api/reminders').then(
      ({ reminder }) => {
        if (!current || !reminder) return;
        setSaved(reminder);
        setEnabled(reminder.enabled);
        setTime(reminder.time);
        setDays(reminder.days);
        setQuiet(reminder.quietHours !== null);
        if (reminder.quietHours) {
          setQuietStart(reminder.quietHours.start);
          setQuietEnd(reminder.quietHours.end);
        }
      },
      // Not loaded: the form keeps its defaults, and saving says what is wrong.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [support, online]);

  function toggleDay(day: number) {
    setDays((current) =>
      current.includes(day) ? current.filter((d) => d !== day) : [...current, day],
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (enabled && days.length === 0) {
      return setMessage({ kind: 'error', text: 'Choose at least one day.' });
    }
    setSaving(true);
    setMessage(null);
    try {
      if (enabled) {
        const { publicKey } = await api.get('/api/push/public-key');
        const subscription = await subscribeThisBrowser(publicKey);
        setPermission(notificationPermission());
        if (!subscription) {
          setMessage({ kind: 'error', text: DENIED_HELP });
          return;
        }
        await api.post('/api/push/subscriptions', { json: subscription });
      }
      const { reminder } = await api.put('/api/reminders', {
        json: {
          enabled,
          time,
          days: [...days].sort(),
          timeZone: deviceTimeZone(),
          quietHours: quiet ? { start: quietStart, end: quietEnd } : null,
        },
      });
      setSaved(reminder);
      setMessage({ kind: 'ok', text: describe(reminder) });
    } catch (error) {
      setMessage({ kind: 'error', text: saveFailure(error) });
    } finally {
      setSaving(false);
    }
  }

  async function sendTest() {
    setTesting(true);
    setMessage(null);
    try {
      const summary = await api.post('/api/push/test');
      setMessage(
        summary.sent > 0
          ? { kind: 'ok', text: 'A test reminder is on its way.' }
          : {
              kind: 'error',
              text: 'The test reminder could not be delivered. Save your reminder again on this device.',
            },
      );
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error) });
    } finally {
      setTesting(false);
    }
  }

  const description =
    'A gentle nudge to check in, sent by this community’s own server. It never shows your moods or notes.';

  if (support !== 'supported') {
    return (
      <SettingsSection id="reminders" title="Daily reminder" description={description}>
        <p className="text-ink">
          {support === 'ios-needs-home-screen' ? IOS_HELP : UNSUPPORTED_HELP}
        </p>
      </SettingsSection>
    );
  }

  const offline = !online;
  return (
    <SettingsSection
      id="reminders"
      title="Daily reminder"
      description={description}
      needsConnection
    >
      {offline && (
        <p className="text-ink">
          Reminder settings need a connection. Try again when you are online.
        </p>
      )}
      {permission === 'denied' && <p className="text-ink">{DENIED_HELP}</p>}
      <p className="text-sm text-ink-muted">{IOS_NOTE}</p>
      <form onSubmit={save} className="flex flex-col gap-5" noValidate>
        <fieldset disabled={offline} className="flex flex-col gap-5">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            <span className="font-semibold">Send me a daily reminder</span>
          </label>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-time`} className="font-semibold text-ink">
              Time
            </label>
            <input
              id={`${ids}-time`}
              type="time"
              required
              className={cn(controlClasses, 'h-12 max-w-40')}
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold text-ink">Days</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day) => (
                <label
                  key={day.value}
                  className={cn(
                    'flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line px-3 text-ink',
                    'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-focus',
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={days.includes(day.value)}
                    onChange={() => toggleDay(day.value)}
                  />
                  {day.short}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={quiet}
              onChange={(event) => setQuiet(event.target.checked)}
            />
            <span className="font-semibold">Quiet hours: never remind me between</span>
          </label>
          {quiet && (
            <div className="flex flex-wrap items-end gap-4">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${ids}-quiet-start`} className="text-sm font-semibold text-ink">
                  From
                </label>
                <input
                  id={`${ids}-quiet-start`}
                  type="time"
                  className={cn(controlClasses, 'h-12 w-36')}
                  value={quietStart}
                  onChange={(event) => setQuietStart(event.target.value)}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${ids}-quiet-end`} className="text-sm font-semibold text-ink">
                  Until
                </label>
                <input
                  id={`${ids}-quiet-end`}
                  type="time"
                  className={cn(controlClasses, 'h-12 w-36')}
                  value={quietEnd}
                  onChange={(event) => setQuietEnd(event.target.value)}
                />
              </div>
            </div>
          )}
        </fieldset>
        <FormMessage message={message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={offline} loading={saving} loadingText="Saving...">
            Save reminder
          </Button>
          {saved?.enabled && (
            <Button
              type="button"
              variant="secondary"
              disabled={offline}
              loading={testing}
              loadingText="Sending..."
              onClick={sendTest}
            >
              Send a test reminder
            </Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}

function saveFailure(error: unknown): string {
  if (isNetworkError(error)) return 'You are offline. Try again when you are back online.';
  if (error instanceof DOMException) {
    // The browser could not reach its push service (no route to it, or blocked by a policy).
    return 'This browser could not set up reminders right now. Please try again later.';
  }
  return failureText(error);
}
