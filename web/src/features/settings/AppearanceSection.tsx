import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { setTheme, useTheme, type Theme } from '../../lib/theme';
import { cn } from '../../lib/cn';
import { SettingsSection } from './SettingsSection';

const CHOICES: { value: Theme; label: string; hint: string }[] = [
  { value: 'system', label: 'System', hint: 'Follows your device' },
  { value: 'light', label: 'Light', hint: 'Always light' },
  { value: 'dark', label: 'Dark', hint: 'Always dark' },
];

/** Theme: the system's, light or dark; kept on this device, works offline. */
export function AppearanceSection() {
  const theme = useTheme();
  return (
    <SettingsSection id="appearance" title="Appearance" description="Kept on this device.">
      <RadioGroup
        value={theme}
        onChange={setTheme}
        aria-label="Theme"
        className="grid grid-cols-1 gap-2 sm:grid-cols-3"
      >
        {CHOICES.map((choice) => (
          <Field key={choice.value}>
            <Radio
              value={choice.value}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col rounded-xl border border-line px-4 py-3 text-ink',
                'focus:outline-none data-checked:border-primary data-checked:bg-primary-soft',
                'data-focus:ring-2 data-focus:ring-focus',
              )}
            >
              {/* The hint is part of the name: a choice is named by all it shows (WCAG 2.5.3). */}
              <Label className="flex cursor-pointer flex-col">
                <span className="font-semibold">{choice.label}</span>
                <span className="text-sm text-ink-muted">{choice.hint}</span>
              </Label>
            </Radio>
          </Field>
        ))}
      </RadioGroup>
    </SettingsSection>
  );
}
