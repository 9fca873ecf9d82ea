/**
 * Every synced table, declared once (see ./types.ts for what each field means), on top of the facts
 * a device needs from its first screen on (./device.ts). A new synced entity starts in both: `ENTITIES` is typed over every name in SYNC_TABLES, so a table without its
 * declaration, or a declaration without a field, does not compile, and neither does any consumer
 * that keeps a `Record<SyncTable, ...>` of its own (the server's storage, the device's indexes).
 */
import { POST_DELETE_FORBIDDEN_MESSAGE } from '../constants/community';
import type { SyncTable } from '../constants/sync';
import { DEVICE_FACTS } from './device';
import type { EntityDef, MutationPolicy } from './types';

const own = { permission: 'owner', quota: 'entries' } as const satisfies MutationPolicy;
const ownChange = { permission: 'owner', quota: 'changes' } as const satisfies MutationPolicy;
const adminWork = { permission: 'admin', quota: null } as const satisfies MutationPolicy;
const memberChange = { permission: 'member', quota: 'changes' } as const satisfies MutationPolicy;

/** A member's own rows: deleted with the account, in the export, not reportable. */
const personal = {
  anonymousFlag: null,
  moderation: { reportable: false, hideable: false },
  onAccountDeletion: 'delete',
} as const;

/** Content admins publish: read by everyone (guests too), kept when an admin's account goes. */
const published = {
  anonymousFlag: null,
  moderation: { reportable: false, hideable: false },
  export: null,
  onAccountDeletion: 'keep',
} as const;

/** What a member is told who tries to answer or delete another member's prayer request. */
export const PRAYER_AUTHOR_ONLY_MESSAGE = 'Only the member who asked for prayer can change it';

export const ENTITIES = {
  moodEntries: {
    ...DEVICE_FACTS.moodEntries,
    ...personal,
    restPath: '/api/mood-entries',
    mutations: { 'mood.create': own, 'mood.delete': ownChange },
    export: {
      fileKind: 'moods',
      noun: { one: 'mood entry', many: 'mood entries' },
      time: 'date',
      columns: ['id', 'date', 'mood', 'notes', 'activities'],
    },
  },
  goals: {
    ...DEVICE_FACTS.goals,
    ...personal,
    restPath: '/api/goals',
    mutations: {
      'goal.create': own,
      'goal.progress': ownChange,
      'goal.setProgress': ownChange,
      'goal.update': ownChange,
      'goal.delete': ownChange,
    },
    export: {
      fileKind: 'goals',
      noun: { one: 'goal', many: 'goals' },
      time: 'createdAt',
      columns: [
        'id',
        'createdAt',
        'title',
        'description',
        'category',
        'targetValue',
        'currentValue',
        'unit',
        'period',
        'isActive',
      ],
    },
  },
  journalEntries: {
    ...DEVICE_FACTS.journalEntries,
    ...personal,
    restPath: '/api/journal-entries',
    mutations: {
      'journal.create': own,
      'journal.update': ownChange,
      'journal.delete': ownChange,
    },
    export: {
      fileKind: 'journal',
      noun: { one: 'journal entry', many: 'journal entries' },
      time: 'createdAt',
      columns: ['id', 'createdAt', 'title', 'category', 'content'],
    },
  },
  communityPosts: {
    ...DEVICE_FACTS.communityPosts,
    restPath: '/api/community-posts',
    mutations: {
      'post.create': { permission: 'member', quota: 'posts' },
      'post.like': memberChange,
      'post.unlike': memberChange,
      'post.report': memberChange,
      'post.delete': {
        permission: 'author',
        quota: 'changes',
        refusal: POST_DELETE_FORBIDDEN_MESSAGE,
      },
    },
    anonymousFlag: null,
    moderation: { reportable: true, hideable: true },
    // The member's posts are in the community's feed, not their private data.
    export: null,
    onAccountDeletion: 'delete',
  },
  prayerRequests: {
    ...DEVICE_FACTS.prayerRequests,
    restPath: '/api/prayer-requests',
    mutations: {
      'prayer.create': { permission: 'member', quota: 'prayers' },
      'prayer.pray': memberChange,
      'prayer.unpray': memberChange,
      'prayer.report': memberChange,
      'prayer.answer': {
        permission: 'author',
        quota: 'changes',
        refusal: PRAYER_AUTHOR_ONLY_MESSAGE,
      },
      'prayer.delete': {
        permission: 'author',
        quota: 'changes',
        refusal: PRAYER_AUTHOR_ONLY_MESSAGE,
      },
    },
    anonymousFlag: 'isAnonymous',
    moderation: { reportable: true, hideable: true },
    // Asked of the community, like a post: not the member's private data.
    export: null,
    onAccountDeletion: 'delete',
  },
  feedFilters: {
    ...DEVICE_FACTS.feedFilters,
    ...personal,
    restPath: '/api/feed-filters',
    mutations: { 'feedFilter.create': own, 'feedFilter.delete': ownChange },
    export: {
      fileKind: 'hidden-and-muted',
      noun: { one: 'hidden post or muted member', many: 'hidden posts and muted members' },
      time: 'createdAt',
      columns: ['id', 'createdAt', 'kind', 'targetId'],
    },
  },
  meditationSessions: {
    ...DEVICE_FACTS.meditationSessions,
    ...personal,
    restPath: '/api/meditation-sessions',
    mutations: { 'meditation.create': own },
    export: {
      fileKind: 'meditation',
      noun: { one: 'meditation session', many: 'meditation sessions' },
      time: 'completedAt',
      columns: ['id', 'completedAt', 'duration', 'sessionType'],
    },
  },
  privateSessions: {
    ...DEVICE_FACTS.privateSessions,
    ...personal,
    restPath: '/api/private-sessions',
    mutations: {
      'privateSession.create': own,
      'privateSession.complete': ownChange,
      'privateSession.delete': ownChange,
    },
    export: {
      fileKind: 'private-sessions',
      noun: { one: 'private session', many: 'private sessions' },
      time: 'createdAt',
      columns: [
        'id',
        'createdAt',
        'title',
        'sessionType',
        'scheduledAt',
        'duration',
        'completedAt',
        'notes',
      ],
    },
  },
  motivations: {
    ...DEVICE_FACTS.motivations,
    ...personal,
    restPath: '/api/daily-motivation',
    mutations: { 'motivation.create': own, 'motivation.read': ownChange },
    export: {
      fileKind: 'motivations',
      noun: { one: 'daily motivation', many: 'daily motivations' },
      time: 'createdAt',
      columns: ['id', 'createdAt', 'type', 'message', 'isRead'],
    },
  },
  inspirationalContent: {
    ...DEVICE_FACTS.inspirationalContent,
    ...published,
    restPath: '/api/inspirational-content',
    mutations: {
      'content.create': adminWork,
      'content.update': adminWork,
      'content.delete': adminWork,
    },
  },
  favorites: {
    ...DEVICE_FACTS.favorites,
    ...personal,
    restPath: '/api/favorites',
    mutations: { 'favorite.create': own, 'favorite.delete': ownChange },
    export: {
      fileKind: 'favourites',
      noun: { one: 'favourite resource', many: 'favourite resources' },
      time: 'createdAt',
      columns: ['id', 'createdAt', 'contentId'],
    },
  },
  counselingTips: {
    ...DEVICE_FACTS.counselingTips,
    ...published,
    restPath: '/api/counseling-tips',
    mutations: {},
  },
  meditationAudio: {
    ...DEVICE_FACTS.meditationAudio,
    ...published,
    restPath: '/api/meditation-audio',
    mutations: {},
  },
} as const satisfies Record<SyncTable, EntityDef>;
