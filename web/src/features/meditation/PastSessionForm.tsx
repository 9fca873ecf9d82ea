import { useState, type FormEvent } from 'react';
import { GUIDED_SESSIONS, MAX_MEDITATION_MINUTES } from '@selah/shared';
import { recordMeditationSession } from '../../data/meditation';
import {
  FILL_IN_DAYS,
  fillInBounds,
  readFillInTime,
  toLocalInputValue,
} from '../../lib/local-datetime';
import { Button, Card, CardHeader, Select, TextField, useToast } from '../../ui';

const SESSION_TYPES = [
  ...GUIDED_SESSIONS.map((session) => ({ value: session.title, label: session.title })),
  { value: 'Silent prayer', label: 'Silent prayer' },
  { value: 'Other', label: 'Other' },
];

/**
 * "Log a past session": a meditation done away from the app (or offline, or with another timer)
 * filled in for any of the last 7 days, so this week's minutes and the insights count it.
 */
export function PastSessionForm() {
  const { toast } = useToast();
  const [minutes, setMinutes] = useState('10');
  const [sessionType, setSessionType] = useState(SESSION_TYPES[0]!.value);
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<{ field: 'minutes' | 'when'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const now = new Date();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const duration = Number(minutes);
    if (!Number.isInteger(duration) || duration < 1 || duration > MAX_MEDITATION_MINUTES) {
      setProblem({
        field: 'minutes',
        text: `Minutes must be a whole number from 1 to ${MAX_MEDITATION_MINUTES}.`,
      });
      return;
    }
    const picked = readFillInTime(when || toLocalInputValue(new Date()), new Date());
    if (picked.problem !== null) {
      setProblem({ field: 'when', text: picked.problem });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await recordMeditationSession({
        duration,
        sessionType,
        completedAt: picked.date.toISOString(),
      });
      setWhen('');
      toast({ title: 'Session logged', description: `${duration} minutes of ${sessionType}.` });
    } catch (error) {
      toast({
        title: 'Session not saved',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="past-session-title">
      <CardHeader
        title={<span id="past-session-title">Log a past session</span>}
        description={`Meditated without the timer? Add it for any of the last ${FILL_IN_DAYS} days.`}
      />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-3"
      >
        <TextField
          label="Minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_MEDITATION_MINUTES}
          value={minutes}
          error={problem?.field === 'minutes' ? problem.text : undefined}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <Select
          label="Session"
          options={SESSION_TYPES}
          value={sessionType}
          onChange={(event) => setSessionType(event.target.value)}
        />
        <TextField
          type="datetime-local"
          label="When"
          value={when || toLocalInputValue(now)}
          min={toLocalInputValue(fillInBounds(now).min)}
          max={toLocalInputValue(now)}
          error={problem?.field === 'when' ? problem.text : undefined}
          onChange={(event) => setWhen(event.target.value)}
        />
        <div className="sm:col-span-3">
          <Button type="submit" loading={saving} loadingText="Saving..." variant="secondary">
            Log session
          </Button>
        </div>
      </form>
    </Card>
  );
}
