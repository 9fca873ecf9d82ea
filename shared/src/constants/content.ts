export const CONTENT_CATEGORIES = [
  'inspiration',
  'devotion',
  'motivation',
  'education',
  'mindfulness',
] as const;
export const DEFAULT_CONTENT_CATEGORY = 'inspiration';

export const CONTENT_MISSING_FIELDS = {
  title: 'Missing fields',
  description: 'Please fill in title and content.',
} as const;
