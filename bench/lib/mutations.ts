import {
  JOURNAL_CATEGORIES,
  MOODS,
  SYNC_PROTOCOL_VERSION,
  uuidv7,
  type PushRequest,
} from '@selah/shared';

const MINUTE = 60_000;

/**
 * A push body of `size` fresh, valid mutations, as the web client's outbox sends them: three in
 * five log a mood, one writes a journal entry, one records a meditation session. Every call makes
 * new mutation and row ids, so nothing is a replay.
 */
export function pushBatch(size: number, now = Date.now()): PushRequest {
  const mutations: PushRequest['mutations'] = [];
  for (let seq = 0; seq < size; seq++) {
    const at = new Date(now - (size - seq) * MINUTE).toISOString();
    const id = uuidv7(now);
    const base = { mutationId: uuidv7(now), seq, createdAt: at };
    switch (seq % 5) {
      case 3:
        mutations.push({
          ...base,
          name: 'journal.create',
          args: {
            id,
            title: 'Evening reflection',
            content: 'A quiet day. Grateful for a long walk and a kind word from a friend.',
            category: JOURNAL_CATEGORIES[seq % JOURNAL_CATEGORIES.length],
            createdAt: at,
          },
        });
        break;
      case 4:
        mutations.push({
          ...base,
          name: 'meditation.create',
          args: { id, duration: 10, sessionType: 'Breathing Exercise', completedAt: at },
        });
        break;
      default:
        mutations.push({
          ...base,
          name: 'mood.create',
          args: { id, mood: MOODS[seq % MOODS.length], notes: 'Felt steady today', date: at },
        });
    }
  }
  return { protocolVersion: SYNC_PROTOCOL_VERSION, mutations };
}

/**
 * A push of one fresh mutation: a mood (the member's own rows, versioned by the member's counter)
 * or a community post (versioned by the one community's counter, which every member's post takes
 * in turn).
 */
export function pushOne(kind: 'mood' | 'post', now = Date.now()): PushRequest {
  const at = new Date(now).toISOString();
  const base = { mutationId: uuidv7(now), seq: 0, createdAt: at };
  const mutation: PushRequest['mutations'][number] =
    kind === 'mood'
      ? { ...base, name: 'mood.create', args: { id: uuidv7(now), mood: 'good', date: at } }
      : {
          ...base,
          name: 'post.create',
          args: { id: uuidv7(now), content: 'Grateful for this community today.', createdAt: at },
        };
  return { protocolVersion: SYNC_PROTOCOL_VERSION, mutations: [mutation] };
}

/** How many results of a push response are not 'applied' (null when the body is not one). */
export function unappliedCount(body: string): number | null {
  try {
    const parsed = JSON.parse(body) as { results?: { status?: string }[] };
    if (!Array.isArray(parsed.results)) return null;
    return parsed.results.filter((result) => result.status !== 'applied').length;
  } catch {
    return null;
  }
}
