import { MOOD_DETAILS, MOODS, type Mood } from '@selah/shared';
import { cn } from '../lib/cn';
import { MoodFace } from './MoodFace';

export interface MoodPickerProps {
  /** The chosen mood, or null before a choice. */
  value: Mood | null;
  onChange: (mood: Mood) => void;
  /** The group's accessible name (usually the question above it). */
  label: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The five-level mood scale as toggle buttons (a drawn face and the label; the label is the
 * accessible name, aria-pressed marks the choice). Used by the dashboard check-in and the Mood
 * Tracking screen.
 */
export function MoodPicker({
  value,
  onChange,
  label,
  disabled = false,
  className,
}: MoodPickerProps) {
  return (
    <div className={className}>
      <div role="group" aria-label={label} className="grid grid-cols-5 gap-1.5 sm:gap-3">
        {MOODS.map((mood) => {
          const { label: moodLabel } = MOOD_DETAILS[mood];
          const selected = value === mood;
          return (
            <button
              key={mood}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => onChange(mood)}
              className={cn(
                'flex min-w-0 flex-col items-center gap-1 rounded-2xl border-2 px-1 py-3 transition-[background-color,border-color,transform] duration-150 sm:py-3.5',
                'disabled:cursor-not-allowed disabled:opacity-60',
                selected
                  ? 'border-primary bg-primary-soft'
                  : 'border-transparent bg-surface-muted/60 hover:-translate-y-0.5 hover:bg-surface-muted',
              )}
            >
              <MoodFace mood={mood} className="size-9 sm:size-11" />
              {/* Five labels do not fit side by side on a phone: there they are read but not
                  shown (the faces and the marked choice speak for themselves). */}
              <span
                className={cn(
                  'sr-only text-sm font-medium sm:not-sr-only',
                  selected ? 'text-primary-ink' : 'text-ink-muted',
                )}
              >
                {moodLabel}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
