import type { CommunityPost, Goal, InspirationalContent, JournalEntry } from '@selah/shared';
import { postJson } from './api';
import {
  goalPercent,
  goalUnitText,
  JOURNAL_CATEGORY_LABELS,
  preview,
  PREVIEW_LENGTHS,
  relativeTime,
} from './rules';
import { invalidate, useQuery } from './useQuery';

const Loading = () => <p className="muted">Loading…</p>;

export function MeditationPromo() {
  return (
    <section className="card" aria-labelledby="promo-title">
      <h2 id="promo-title">Today&apos;s Meditation</h2>
      <p>Morning Mindfulness · 10 minutes · Beginner</p>
      <a href="/meditation">Start Session</a>
    </section>
  );
}

export function ActiveGoals() {
  const goals = useQuery<Goal[]>('/api/goals/active');
  return (
    <section className="card" aria-labelledby="goals-title">
      <h2 id="goals-title">Active Goals</h2>
      {goals.data === undefined ? (
        <Loading />
      ) : goals.data.length === 0 ? (
        <p>
          No active goals. <a href="/goals">Create your first goal</a>
        </p>
      ) : (
        <ul className="list">
          {goals.data.slice(0, 3).map((goal) => (
            <li key={goal.id}>
              <progress max={100} value={goalPercent(goal)} aria-label={goal.title} />
              <div>
                <p className="strong">{goal.title}</p>
                <p className="muted">
                  {goal.currentValue}/{goal.targetValue} {goalUnitText(goal.category)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DailyInspiration() {
  const items = useQuery<InspirationalContent[]>('/api/inspirational-content');
  return (
    <section className="card" aria-labelledby="inspiration-title">
      <h2 id="inspiration-title">Daily Inspiration</h2>
      {items.data === undefined ? (
        <Loading />
      ) : (
        <ul className="list">
          {items.data.slice(0, 3).map((item) => (
            <li key={item.id}>
              {item.imageUrl && <img src={item.imageUrl} alt="" width={64} height={64} />}
              <div>
                <p>&ldquo;{item.content}&rdquo;</p>
                <p className="muted">
                  {item.author} · {item.category}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <a href="/resources">View All</a>
    </section>
  );
}

export function CommunityEncouragement() {
  const posts = useQuery<CommunityPost[]>('/api/community-posts');
  const now = new Date();

  async function like(id: string) {
    await postJson(`/api/community-posts/${id}/like`);
    invalidate('/api/community-posts');
  }

  return (
    <section className="card" aria-labelledby="community-title">
      <h2 id="community-title">Community Encouragement</h2>
      {posts.data === undefined ? (
        <Loading />
      ) : (
        <ul className="list">
          {posts.data.slice(0, 3).map((post) => (
            <li key={post.id}>
              <div>
                <p className="strong">
                  {post.author.name}{' '}
                  <span className="muted">{relativeTime(post.createdAt, now, 'community')}</span>
                </p>
                <p>{post.content}</p>
                <button type="button" onClick={() => void like(post.id)}>
                  ♥ {post.likes}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <a href="/community">Share Encouragement</a>
    </section>
  );
}

export function QuickActions() {
  return (
    <nav className="card quick" aria-label="Quick Actions">
      <a href="/journal">Quick Journal</a>
      <a href="/goals">New Goal</a>
      <a href="/meditation">Breathe 5-min session</a>
      <a href="/resources">Resources</a>
    </nav>
  );
}

/** The two latest journal entries (the dashboard asks GET /api/journal-entries?limit=2). */
export function RecentReflections() {
  const entries = useQuery<JournalEntry[]>('/api/journal-entries?limit=2');
  const now = new Date();
  return (
    <section className="card" aria-labelledby="reflections-title">
      <h2 id="reflections-title">Recent Reflections</h2>
      {entries.data === undefined ? (
        <Loading />
      ) : entries.data.length === 0 ? (
        <p>
          No journal entries yet. <a href="/journal">Start writing</a>
        </p>
      ) : (
        <ul className="list">
          {entries.data.map((entry) => (
            <li key={entry.id}>
              <article>
                <p className="muted">
                  {JOURNAL_CATEGORY_LABELS[entry.category]} ·{' '}
                  {relativeTime(entry.createdAt, now, 'journal')}
                </p>
                <h3>{entry.title}</h3>
                <p>{preview(entry.content, PREVIEW_LENGTHS.dashboardJournal)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
