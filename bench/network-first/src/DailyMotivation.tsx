import type { DailyMotivation as Motivation } from '@selah/shared';
import { patchJson, postJson } from './api';
import { invalidate, useQuery } from './useQuery';

const UNREAD = '/api/daily-motivation/unread';

export function DailyMotivation() {
  const unread = useQuery<Motivation[]>(UNREAD);
  const first = unread.data?.[0];

  async function generate() {
    await postJson('/api/daily-motivation/generate');
    invalidate(UNREAD, '/api/daily-motivation');
  }

  async function markRead(id: string) {
    await patchJson(`/api/daily-motivation/${id}/read`);
    invalidate(UNREAD, '/api/daily-motivation');
  }

  return (
    <section className="card accent" aria-labelledby="motivation-title">
      <h2 id="motivation-title">Daily Motivation</h2>
      {unread.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : first ? (
        <>
          <p>{first.message}</p>
          <button type="button" onClick={() => void markRead(first.id)}>
            Mark as read
          </button>
        </>
      ) : (
        <button type="button" onClick={() => void generate()}>
          Get today&apos;s message
        </button>
      )}
    </section>
  );
}
