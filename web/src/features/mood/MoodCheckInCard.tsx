import { memo, type FormEvent } from 'react';
import type { Mood } from '@selah/shared';
import { Button, Card, CardHeader, TextArea } from '../../ui';
import { MoodPicker } from '../../ui/MoodPicker';

export const CHECK_IN_QUESTION = 'How are you feeling right now?';

export interface MoodCheckInCardProps {
  mood: Mood | null;
  notes: string;
  saving: boolean;
  onMoodChange: (mood: Mood) => void;
  onNotesChange: (notes: string) => void;
  onSubmit: () => void;
}

/**
 * "How are you feeling right now?": the mood scale, optional notes and "Log Mood". Memoised: the
 * history changing does not re-render it.
 */
export const MoodCheckInCard = memo(function MoodCheckInCard({
  mood,
  notes,
  saving,
  onMoodChange,
  onNotesChange,
  onSubmit,
}: MoodCheckInCardProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (mood && !saving) onSubmit();
  }

  return (
    <Card as="section" aria-labelledby="mood-check-in-title">
      <CardHeader title={<span id="mood-check-in-title">{CHECK_IN_QUESTION}</span>} />
      <form onSubmit={submit} className="flex flex-col gap-5">
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
