import Dexie, { type EntityTable } from 'dexie';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

performance.mark('floor:start');

// A production build, as Selah's: Dexie's debug mode (on for any page from localhost or 127.0.0.1,
// where the bench serves both) would otherwise ask the console for an async stack per operation.
Dexie.debug = false;

/** What the card shows, kept in the page's own IndexedDB database. */
interface Card {
  key: 'card';
  name: string;
  moodStreak: number;
  journalTitle: string | null;
}

const db = new Dexie('floor') as Dexie & { cards: EntityTable<Card, 'key'> };
db.version(1).stores({ cards: 'key' });

// The database opens and the card is read as the script runs, beside React's first render.
const stored = db.cards.get('card');

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The card from the server (GET /api/me, dashboard-stats, the latest journal entry), stored. */
async function refresh(): Promise<Card> {
  const [me, stats, entries] = await Promise.all([
    getJson<{ user: { name: string | null; username: string } }>('/api/me'),
    getJson<{ moodStreak: number }>('/api/dashboard-stats'),
    getJson<{ title: string }[]>('/api/journal-entries?limit=1'),
  ]);
  const card: Card = {
    key: 'card',
    name: me.user.name ?? me.user.username,
    moodStreak: stats.moodStreak,
    journalTitle: entries[0]?.title ?? null,
  };
  await db.cards.put(card);
  return card;
}

/** The stored card at once; then, online, the server's, for the next visit and this one. */
function useCard(): Card | null | undefined {
  const [card, setCard] = useState<Card | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stored.then((found) => {
      if (live) setCard(found ?? null);
      refresh().then(
        (fresh) => live && setCard(fresh),
        () => {},
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return card;
}

function App() {
  const card = useCard();
  if (card === undefined) return <main aria-busy="true" />;
  if (card === null) {
    return (
      <main>
        <h1>Welcome</h1>
        <p>Sign in to see your dashboard.</p>
      </main>
    );
  }
  return (
    <main>
      <h1>Welcome back, {card.name}</h1>
      <section className="card">
        <p className="label">Mood Streak</p>
        <p className="value">
          {card.moodStreak} {card.moodStreak === 1 ? 'day' : 'days'}
        </p>
      </section>
      <section className="card">
        <p className="label">Latest journal entry</p>
        <h3>{card.journalTitle ?? 'No journal entries yet'}</h3>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
