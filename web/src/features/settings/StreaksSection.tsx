import { WEEKDAYS, type Weekday } from '@selah/shared';
import { setStreakPreferences, useStreakPreferences } from '../../lib/streak-settings';
import { rememberedTimeZone } from '../../lib/time-zone';
import { Select } from '../../ui';
import { SettingsSection } from './SettingsSection';

const REST_DAYS = [
  { value: '', label: 'No rest day' },
  ...WEEKDAYS.map((day) => ({ value: day, label: day[0]!.toUpperCase() + day.slice(1) })),
];

const checkbox = 'mt-0.5 size-5 shrink-0 rounded accent-primary';

/**
 * How the streak is counted and whether it shows: kept on this device, works offline (decision
 * 027). Days are the device's own, so they follow the member when they travel.
 */
export function StreaksSection() {
  const { hidden, graceDay, restDay } = useStreakPreferences();
  const zone = rememberedTimeZone();
  return (
    <SettingsSection
      id="streaks"
      title="Streaks"
      description="How your check-in streak is counted. Kept on this device."
    >
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={hidden}
          onChange={(event) => setStreakPreferences({ hidden: event.target.checked })}
          className={checkbox}
        />
        <span>
          <span className="font-semibold">Hide streaks</span>
          <span className="block text-ink-muted">
            The dashboard and the Mood screen show no streak at all.
          </span>
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={graceDay}
          onChange={(event) => setStreakPreferences({ graceDay: event.target.checked })}
          className={checkbox}
        />
        <span>
          <span className="font-semibold">Grace day</span>
          <span className="block text-ink-muted">
            One missed day in any seven keeps your streak (it just doesn’t add to it).
          </span>
        </span>
      </label>
      <Select
        label="Rest day"
        hint="A day of the week that never breaks your streak and never counts, such as the Sabbath."
        options={REST_DAYS}
        value={restDay ?? ''}
        onChange={(event) =>
          setStreakPreferences({ restDay: (event.target.value || null) as Weekday | null })
        }
        className="sm:max-w-xs"
      />
      <p className="text-sm text-ink-muted">
        Days are counted in this device’s time zone{zone ? ` (${zone.replaceAll('_', ' ')})` : ''}:
        when you travel, your days travel with you.
      </p>
    </SettingsSection>
  );
}
