/**
 * The effects of the mutations on a member's own rows: moods, goals, journal, meditation, private
 * sessions and daily motivations. Each says once what the mutation does to a row; the device's
 * repositories, its rebase of pending changes over pulled rows and the server all run it.
 */
import { DEFAULT_JOURNAL_CATEGORY } from '../../constants/journal';
import { MOOD_DETAILS } from '../../constants/mood';
import { formatMoodDate } from '../../rules/time';
import { named, namedRow } from './labels';
import { textOrNull, toIso, toIsoOrNull, type MutationEffect } from './types';

export const moodEffects = {
  'mood.create': {
    kind: 'create',
    table: 'moodEntries',
    clientTimes: ['date'],
    create: ({ id, mood, notes, date, activities }, { ownerId }) => ({
      id,
      userId: ownerId,
      mood,
      notes: textOrNull(notes),
      date: toIso(date),
      activities: activities?.length ? activities : null,
    }),
    label: ({ mood, date }) =>
      `Mood entry “${MOOD_DETAILS[mood].label}” from ${formatMoodDate(date)}`,
  },
  'mood.delete': {
    kind: 'delete',
    table: 'moodEntries',
    label: () => 'Deleting a mood entry',
  },
} satisfies { [N in 'mood.create' | 'mood.delete']: MutationEffect<N> };

export const goalEffects = {
  'goal.create': {
    kind: 'create',
    table: 'goals',
    clientTimes: ['createdAt'],
    create: (
      { id, title, description, targetValue, category, unit, period, createdAt },
      { ownerId },
    ) => ({
      id,
      userId: ownerId,
      title: title.trim(),
      description: textOrNull(description),
      targetValue: Number(targetValue),
      currentValue: 0,
      category: category ?? null,
      unit: textOrNull(unit),
      period: period ?? null,
      isActive: true,
      createdAt: toIso(createdAt),
    }),
    label: ({ title }) => named('New goal', title),
  },
  /** Progress travels as a delta so increments made on two offline devices both count; never below 0. */
  'goal.progress': {
    kind: 'change',
    table: 'goals',
    change: (row, { delta }) => {
      const current = typeof row.currentValue === 'number' ? row.currentValue : 0;
      return { ...row, currentValue: Math.max(0, current + delta) };
    },
    label: ({ id, delta }, titleOf) => {
      const step = `Goal progress ${delta > 0 ? `+${delta}` : String(delta)}`;
      const title = titleOf(id);
      return title ? named(`${step} on`, title) : step;
    },
  },
  /** An absolute value (the REST PATCH): last write wins. */
  'goal.setProgress': {
    kind: 'change',
    table: 'goals',
    change: (row, { currentValue }) => ({ ...row, currentValue }),
    label: ({ currentValue }) => `Goal progress set to ${currentValue}`,
  },
  'goal.update': {
    kind: 'change',
    table: 'goals',
    change: (row, { changes }) => {
      const { title, description, targetValue, category, unit, period, isActive } = changes;
      const next = { ...row };
      if (title !== undefined) next.title = title.trim();
      // An empty description clears it; an absent one leaves it as it is.
      if (description !== undefined) next.description = textOrNull(description);
      if (targetValue !== undefined) next.targetValue = Number(targetValue);
      if (category !== undefined) next.category = category;
      if (unit !== undefined) next.unit = textOrNull(unit);
      if (period !== undefined) next.period = period;
      if (isActive !== undefined) next.isActive = isActive;
      return next;
    },
    label: ({ id, changes }, titleOf) => named('Changes to goal', changes.title ?? titleOf(id)),
  },
  'goal.delete': { kind: 'delete', table: 'goals', label: namedRow('Deleting goal') },
} satisfies {
  [
    N in 'goal.create' | 'goal.progress' | 'goal.setProgress' | 'goal.update' | 'goal.delete'
  ]: MutationEffect<N>;
};

export const journalEffects = {
  'journal.create': {
    kind: 'create',
    table: 'journalEntries',
    clientTimes: ['createdAt'],
    create: ({ id, title, content, category, createdAt }, { ownerId }) => ({
      id,
      userId: ownerId,
      title: title.trim(),
      content,
      category: category ?? DEFAULT_JOURNAL_CATEGORY,
      createdAt: toIso(createdAt),
    }),
    label: ({ title }) => named('Journal entry', title),
  },
  'journal.update': {
    kind: 'change',
    table: 'journalEntries',
    change: (row, { changes }) => {
      const next = { ...row };
      if (changes.title !== undefined) next.title = changes.title.trim();
      if (changes.content !== undefined) next.content = changes.content;
      if (changes.category !== undefined) next.category = changes.category;
      return next;
    },
    label: ({ id, changes }, titleOf) =>
      named('Changes to journal entry', changes.title ?? titleOf(id)),
  },
  'journal.delete': {
    kind: 'delete',
    table: 'journalEntries',
    label: namedRow('Deleting journal entry'),
  },
} satisfies { [N in 'journal.create' | 'journal.update' | 'journal.delete']: MutationEffect<N> };

export const meditationEffects = {
  'meditation.create': {
    kind: 'create',
    table: 'meditationSessions',
    clientTimes: ['completedAt'],
    create: ({ id, duration, sessionType, completedAt }, { ownerId }) => ({
      id,
      userId: ownerId,
      duration,
      sessionType: sessionType.trim(),
      completedAt: toIso(completedAt),
    }),
    label: ({ duration }) => `Meditation session (${duration} min)`,
  },
} satisfies { 'meditation.create': MutationEffect<'meditation.create'> };

export const privateSessionEffects = {
  'privateSession.create': {
    kind: 'create',
    table: 'privateSessions',
    clientTimes: ['createdAt'],
    create: ({ id, title, sessionType, scheduledAt, duration, notes, createdAt }, { ownerId }) => ({
      id,
      userId: ownerId,
      title: title.trim(),
      notes: textOrNull(notes),
      sessionType,
      duration: duration ?? null,
      // A session may be scheduled any time ahead, so this is not a client time.
      scheduledAt: toIsoOrNull(scheduledAt),
      completedAt: null,
      createdAt: toIso(createdAt),
    }),
    label: ({ title }) => named('Private session', title),
  },
  /** Mark Complete sets completedAt (null makes the session scheduled again). */
  'privateSession.complete': {
    kind: 'change',
    table: 'privateSessions',
    clientTimes: ['completedAt'],
    change: (row, { completedAt }) => ({ ...row, completedAt: toIsoOrNull(completedAt) }),
    label: namedRow('Completing private session'),
  },
  'privateSession.delete': {
    kind: 'delete',
    table: 'privateSessions',
    label: namedRow('Deleting private session'),
  },
} satisfies {
  [
    N in 'privateSession.create' | 'privateSession.complete' | 'privateSession.delete'
  ]: MutationEffect<N>;
};

export const motivationEffects = {
  /** Messages are generated on the device (works offline) and stored as generated. */
  'motivation.create': {
    kind: 'create',
    table: 'motivations',
    clientTimes: ['createdAt'],
    create: ({ id, message, type, createdAt }, { ownerId }) => ({
      id,
      userId: ownerId,
      message: message.trim(),
      type,
      isRead: false,
      createdAt: toIso(createdAt),
    }),
    label: () => 'Daily motivation',
  },
  'motivation.read': {
    kind: 'change',
    table: 'motivations',
    change: (row) => (row.isRead === true ? row : { ...row, isRead: true }),
    label: () => 'Marking a daily motivation as read',
  },
} satisfies { [N in 'motivation.create' | 'motivation.read']: MutationEffect<N> };
