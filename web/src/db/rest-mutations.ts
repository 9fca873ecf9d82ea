/**
 * Interim: how each outbox mutation is replayed through the REST API (SPEC 7, plus the edit/delete
 * routes the spec leaves open) until the sync engine pushes them to /api/sync/push instead.
 * Client ids make every create idempotent on the server, so a replay after a lost response is safe.
 */
import type { HttpMethod } from '../lib/api';
import type { OutboxEntry, SelahDB } from './SelahDB';

export interface RestCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

const enc = encodeURIComponent;

/** The REST call for `entry`, or null when there is nothing left to send. */
export async function restCallFor(db: SelahDB, entry: OutboxEntry): Promise<RestCall | null> {
  switch (entry.name) {
    case 'mood.create':
      return { method: 'POST', path: '/api/mood-entries', body: entry.args };
    case 'mood.delete':
      return { method: 'DELETE', path: `/api/mood-entries/${enc(entry.args.id)}` };
    case 'goal.create':
      return { method: 'POST', path: '/api/goals', body: entry.args };
    case 'goal.progress': {
      // REST only knows absolute progress. The local row already holds every pending delta, so
      // sending its value is right however many progress entries are queued (and idempotent).
      const goal = await db.goals.get(entry.args.id);
      if (!goal) return null; // deleted locally since; the queued goal.delete settles it
      return {
        method: 'PATCH',
        path: `/api/goals/${enc(goal.id)}/progress`,
        body: { currentValue: goal.currentValue },
      };
    }
    case 'goal.update':
      return {
        method: 'PATCH',
        path: `/api/goals/${enc(entry.args.id)}`,
        body: entry.args.changes,
      };
    case 'goal.delete':
      return { method: 'DELETE', path: `/api/goals/${enc(entry.args.id)}` };
    case 'journal.create':
      return { method: 'POST', path: '/api/journal-entries', body: entry.args };
    case 'journal.update':
      return {
        method: 'PATCH',
        path: `/api/journal-entries/${enc(entry.args.id)}`,
        body: entry.args.changes,
      };
    case 'journal.delete':
      return { method: 'DELETE', path: `/api/journal-entries/${enc(entry.args.id)}` };
    case 'post.create':
      return { method: 'POST', path: '/api/community-posts', body: entry.args };
    case 'post.like':
      return { method: 'POST', path: `/api/community-posts/${enc(entry.args.id)}/like` };
    case 'meditation.create':
      return { method: 'POST', path: '/api/meditation-sessions', body: entry.args };
    case 'privateSession.create':
      return { method: 'POST', path: '/api/private-sessions', body: entry.args };
    case 'privateSession.complete':
      return {
        method: 'PATCH',
        path: `/api/private-sessions/${enc(entry.args.id)}`,
        body: { completedAt: entry.args.completedAt },
      };
    case 'privateSession.delete':
      return { method: 'DELETE', path: `/api/private-sessions/${enc(entry.args.id)}` };
    case 'motivation.create':
      // The server generates its own message for this id; the next load brings it down.
      return {
        method: 'POST',
        path: '/api/daily-motivation/generate',
        body: { id: entry.args.id, createdAt: entry.args.createdAt },
      };
    case 'motivation.read':
      return { method: 'PATCH', path: `/api/daily-motivation/${enc(entry.args.id)}/read` };
    case 'content.create':
      return { method: 'POST', path: '/api/inspirational-content', body: entry.args };
  }
}
