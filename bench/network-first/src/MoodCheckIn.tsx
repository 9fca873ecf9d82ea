import { useState } from 'react';
import type { Mood } from '@selah/shared';
import { postJson } from './api';
import { MOODS } from './rules';
import { invalidate } from './useQuery';

const EMOJI: Record<Mood, string> = {
  amazing: '😄',
  good: '🙂',
  okay: '😐',
  down: '😔',
  struggling: '😢',
};

export function MoodCheckIn() {
  const [mood, setMood] = useState<Mood | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');

  async function save() {
    if (!mood) return;
    setSaving(true);
    try {
      await postJson('/api/mood-entries', { mood });
      setMood(null);
      setMessage('Mood logged successfully!');
      invalidate('/api/mood-entries', '/api/mood-streak', '/api/dashboard-stats');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card" aria-labelledby="check-in-title">
      <h2 id="check-in-title">How are you feeling?</h2>
      <div className="moods">
        {MOODS.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={mood === choice}
            aria-label={choice}
            onClick={() => setMood(choice)}
          >
            {EMOJI[choice]}
          </button>
        ))}
      </div>
      <button type="button" className="primary" disabled={!mood || saving} onClick={save}>
        {saving ? 'Logging...' : 'Log Mood & Continue Check-in'}
      </button>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
