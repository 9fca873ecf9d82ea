export const JOURNAL_CATEGORIES = [
  'gratitude',
  'reflection',
  'dreams',
  'goals',
  'thoughts',
  'emotions',
] as const;
export type JournalCategory = (typeof JOURNAL_CATEGORIES)[number];
export const DEFAULT_JOURNAL_CATEGORY: JournalCategory = 'reflection';
export const JOURNAL_CATEGORY_LABELS: Record<JournalCategory, string> = {
  gratitude: 'Gratitude',
  reflection: 'Reflection',
  dreams: 'Dreams',
  goals: 'Goals',
  thoughts: 'Thoughts',
  emotions: 'Emotions',
};
