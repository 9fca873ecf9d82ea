import type { Mood } from '@selah/shared';
import { Button, ButtonLink, Card, CardHeader, SmileIcon } from '../../ui';
import { MoodPicker } from '../../ui/MoodPicker';

export interface DashboardMoodCheckInProps {
  mood: Mood | null;
  saving: boolean;
  /** A mood was just logged here: the check-in goes on with a note and the day's motivation. */
  logged: boolean;
  onMoodChange: (mood: Mood) => void;
  onSubmit: () => void;
}

const QUESTION = 'How are you feeling today?';

/**
 * The quick check-in: five moods and "Log Mood & Continue Check-in". Once a mood is logged, the
 * check-in continues: writing a few words about the day (the journal's New Entry) and reading the
 * day's motivation, just below.
 */
export function DashboardMoodCheckIn({
  mood,
  saving,
  logged,
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
        {logged && (
          <div
            role="status"
            // Follows a mood logged on this visit: not part of the remembered screen
            // (lib/remembered-screen.ts), which a later visit paints before this state is known.
            data-not-remembered=""
            className="flex flex-col gap-3 rounded-2xl bg-primary-soft/60 p-4"
          >
            <p className="text-sm text-ink">
              Thank you for checking in. Would you like to put today into words?
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <ButtonLink to="/journal?write" variant="secondary" className="w-full sm:w-auto">
                Write about today
              </ButtonLink>
              <ButtonLink
                to="#daily-motivation"
                variant="ghost"
                className="w-full sm:w-auto"
                onClick={() =>
                  document.getElementById('daily-motivation')?.scrollIntoView({ block: 'start' })
                }
              >
                Read today’s motivation
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
