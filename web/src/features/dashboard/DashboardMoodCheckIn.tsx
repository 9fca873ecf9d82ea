import type { Mood } from '@selah/shared';
import { Button, Card, CardHeader, SmileIcon } from '../../ui';
import { MoodPicker } from '../../ui/MoodPicker';

export interface DashboardMoodCheckInProps {
  mood: Mood | null;
  saving: boolean;
  onMoodChange: (mood: Mood) => void;
  onSubmit: () => void;
}

const QUESTION = 'How are you feeling today?';

/** The quick check-in: five moods and "Log Mood & Continue Check-in". */
export function DashboardMoodCheckIn({
  mood,
  saving,
  onMoodChange,
  onSubmit,
}: DashboardMoodCheckInProps) {
  return (
    <Card as="section" aria-labelledby="dashboard-check-in-title">
      <CardHeader
        icon={<SmileIcon />}
        title={<span id="dashboard-check-in-title">Mood Check-in</span>}
        description={QUESTION}
      />
      <div className="flex flex-col gap-5">
        <MoodPicker value={mood} onChange={onMoodChange} label={QUESTION} disabled={saving} />
        <div>
          <Button
            onClick={onSubmit}
            disabled={!mood}
            loading={saving}
            loadingText="Logging..."
            className="w-full sm:w-auto"
          >
            Log Mood &amp; Continue Check-in
          </Button>
        </div>
      </div>
    </Card>
  );
}
