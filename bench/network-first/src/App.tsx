import type { MeResponse } from '@selah/shared';
import { HttpError } from './api';
import { Dashboard } from './Dashboard';
import { useQuery } from './useQuery';

/**
 * Who is signed in comes first (GET /api/me), as in a conventional SPA with a cookie session: the
 * dashboard, and with it every one of its GETs, mounts only once the member is known.
 */
export function App() {
  const me = useQuery<MeResponse>('/api/me');
  if (me.data) return <Dashboard member={me.data.user} />;
  if (me.error instanceof HttpError && me.error.status === 401) {
    return (
      <main className="page">
        <h1>Welcome</h1>
        <p>Sign in to see your dashboard.</p>
      </main>
    );
  }
  if (me.error) {
    return (
      <main className="page">
        <p role="alert">Could not load your account. Please try again.</p>
      </main>
    );
  }
  return (
    <main className="page">
      <p className="muted">Loading…</p>
    </main>
  );
}
