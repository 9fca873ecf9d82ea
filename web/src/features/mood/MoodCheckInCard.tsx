import { memo, type FormEvent } from 'react';
import type { Mood } from '@selah/shared';
import { fillInBounds, FILL_IN_DAYS, toLocalInputValue } from '../../lib/local-datetime';
import { Button, Card, CardHeader, TextArea, TextField } from '../../ui';
import { MoodPicker } from '../../ui/MoodPicker';
import { ActivityPicker } from './ActivityPicker';

export const CHECK_IN_QUESTION = 'How are you feeling right now?';

export interface MoodCheckInCardProps {
  mood: Mood | null;
  notes: string;
  saving: boolean;
  onMoodChange: (mood: Mood) => void;
  onNotesChange: (notes: string) => void;
  /** When the mood was felt, as the datetime-local field shows it ('' until the member picks). */
  when: string;
  whenError: string | null;
  onWhenChange: (when: string) => void;
  activities: readonly string[];
  onActivitiesChange: (activities: string[]) => void;
  onSubmit: () => void;
}

/**
 * "How are you feeling right now?": the mood scale, optional notes and activities, when (now
 * unless the member fills in an earlier day) and "Log Mood". Memoised: the history changing does
 * not re-render it.
 */
export const MoodCheckInCard = memo(function MoodCheckInCard({
  mood,
  notes,
  saving,
  onMoodChange,
  onNotesChange,
  when,
  whenError,
  onWhenChange,
  activities,
  onActivitiesChange,
  onSubmit,
}: MoodCheckInCardProps) {
  const now = new Date();
  const { min } = fillInBounds(now);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (mood && !saving) onSubmit();
  }

  return (
    <Card as="section" aria-labelledby="mood-check-in-title">
      <CardHeader title={<span id="mood-check-in-title">{CHECK_IN_QUESTION}</span>} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <MoodPicker
          value={mood}
          onChange={onMoodChange}
          label={CHECK_IN_QUESTION}
          disabled={saving}
        />
        <TextArea
          label="Notes (optional)"
          placeholder="What’s on your mind?"
          value={notes}
          onChange={(event) => onNotesChange(event.target.value)}
          rows={3}
        />
        <ActivityPicker chosen={activities} onChange={onActivitiesChange} disabled={saving} />
        <TextField
          type="datetime-local"
          label="When"
          hint={`Now, or any time in the last ${FILL_IN_DAYS} days`}
          error={whenError ?? undefined}
          value={when || toLocalInputValue(now)}
          min={toLocalInputValue(min)}
          max={toLocalInputValue(now)}
          onChange={(event) => onWhenChange(event.target.value)}
          className="sm:max-w-xs"
        />
        <div>
          <Button
            type="submit"
            disabled={!mood}
            loading={saving}
            loadingText="Saving..."
            className="w-full sm:w-auto"
          >
            Log Mood
          </Button>
        </div>
      </form>
    </Card>
  );
});
