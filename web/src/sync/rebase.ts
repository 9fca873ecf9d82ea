/**
 * Rebase (DESIGN 3.8): a row pulled from the server never overwrites local changes the server has
 * not acknowledged yet. Instead those pending mutations are re-applied, in `seq` order, on top of
 * the pulled row, with the small pure reducers below: one per mutation name, each doing to a row
 * what the server will do when the mutation arrives.
 *
 * The same reducers restore a row when a member retries a change the server had rejected.
 */
import type { Mutation } from '../db/mutations';
import type { OutboxEntry } from '../db/SelahDB';

/** A local row of any synced table, as stored in Dexie. */
export type SyncRow = { id: string } & Record<string, unknown>;

/** What a reducer needs of an outbox entry: its name and args, correctly paired. */
export type PendingMutation = Mutation;

/** Applies one mutation to a row; undefined means "the row does not exist (any more)". */
export function applyMutationToRow(
  row: SyncRow | undefined,
  mutation: PendingMutation,
): SyncRow | undefined {
  switch (mutation.name) {
    // A create that is still pending has not reached the server, so a pulled row with its id can
    // only be the server's copy of the same create: keep it.
    case 'mood.create':
    case 'goal.create':
    case 'journal.create':
    case 'post.create':
    case 'meditation.create':
    case 'privateSession.create':
    case 'motivation.create':
    case 'content.create':
      return row;

    // A delete wins over anything the server still has.
    case 'mood.delete':
    case 'goal.delete':
    case 'journal.delete':
    case 'privateSession.delete':
      return undefined;

    case 'goal.progress': {
      if (!row) return row;
      // Progress travels as a delta, clamped at 0 like the server does.
      const current = typeof row.currentValue === 'number' ? row.currentValue : 0;
      return { ...row, currentValue: Math.max(0, current + mutation.args.delta) };
    }
    case 'goal.update': {
      if (!row) return row;
      const { title, description, targetValue, category, isActive } = mutation.args.changes;
      const next = { ...row };
      if (title !== undefined) next.title = title.trim();
      // As the server: an empty description clears it; an absent one leaves it as it is.
      if (description !== undefined)
        next.description = description === null || description.trim() === '' ? null : description;
      if (targetValue !== undefined) next.targetValue = Number(targetValue);
      if (category !== undefined) next.category = category;
      if (isActive !== undefined) next.isActive = isActive;
      return next;
    }
    case 'journal.update': {
      if (!row) return row;
      const { title, content, category } = mutation.args.changes;
      const next = { ...row };
      if (title !== undefined) next.title = title.trim();
      if (content !== undefined) next.content = content;
      if (category !== undefined) next.category = category;
      return next;
    }
    case 'post.like':
      // A like is set membership: the pulled row may already count this member's like (made on
      // another device); otherwise it counts once more.
      if (!row || row.likedByMe === true) return row;
      return {
        ...row,
        likes: (typeof row.likes === 'number' ? row.likes : 0) + 1,
        likedByMe: true,
      };
    case 'privateSession.complete':
      return row ? { ...row, completedAt: mutation.args.completedAt } : row;
    case 'motivation.read':
      return row ? { ...row, isRead: true } : row;
  }
}

/** Re-applies pending mutations (in seq order) on top of a row. */
export function rebaseRow(
  row: SyncRow | undefined,
  pending: readonly PendingMutation[],
): SyncRow | undefined {
  return pending.reduce<SyncRow | undefined>(applyMutationToRow, row);
}

/** Whether the mutation makes its row (so rejecting it means the row should not exist). */
export function createsRow(name: OutboxEntry['name']): boolean {
  return name.endsWith('.create');
}

/**
 * The row a create mutation makes, for restoring it when a rejected create is retried and no copy
 * of the local row was kept. Mirrors the repositories' local writes.
 */
export function rowFromCreate(
  mutation: PendingMutation,
  ownerId: string,
  authorName = '',
): SyncRow | undefined {
  switch (mutation.name) {
    case 'mood.create': {
      const { id, mood, date, notes } = mutation.args;
      return { id, userId: ownerId, mood, notes: notes?.trim() ? notes : null, date };
    }
    case 'goal.create': {
      const { id, title, description, targetValue, category, createdAt } = mutation.args;
      return {
        id,
        userId: ownerId,
        title: title.trim(),
        description: description?.trim() ? description : null,
        targetValue: Number(targetValue),
        currentValue: 0,
        category: category ?? null,
        isActive: true,
        createdAt,
      };
    }
    case 'journal.create': {
      const { id, title, content, category, createdAt } = mutation.args;
      return {
        id,
        userId: ownerId,
        title: title.trim(),
        content,
        category: category ?? 'reflection',
        createdAt,
      };
    }
    case 'post.create': {
      const { id, content, createdAt } = mutation.args;
      return {
        id,
        userId: ownerId,
        content: content.trim(),
        likes: 0,
        createdAt,
        author: { name: authorName },
        likedByMe: false,
      };
    }
    case 'meditation.create': {
      const { id, duration, sessionType, completedAt } = mutation.args;
      return { id, userId: ownerId, duration, sessionType: sessionType.trim(), completedAt };
    }
    case 'privateSession.create': {
      const { id, title, sessionType, scheduledAt, duration, notes, createdAt } = mutation.args;
      return {
        id,
        userId: ownerId,
        title: title.trim(),
        notes: notes?.trim() ? notes : null,
        sessionType,
        duration: duration ?? null,
        scheduledAt: scheduledAt ?? null,
        completedAt: null,
        createdAt,
      };
    }
    case 'motivation.create': {
      const { id, message, type, createdAt } = mutation.args;
      return { id, userId: ownerId, message: message.trim(), type, isRead: false, createdAt };
    }
    case 'content.create': {
      const { id, title, content, author, category, imageUrl, createdAt } = mutation.args;
      return {
        id,
        title: title.trim(),
        content: content.trim(),
        author: author?.trim() ? author : null,
        category: category ?? 'inspiration',
        imageUrl: imageUrl?.trim() ? imageUrl : null,
        createdAt,
      };
    }
    default:
      return undefined;
  }
}
