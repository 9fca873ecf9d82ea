/**
 * A change in words, for the "couldn't sync" list: "Journal entry “Morning prayer”",
 * "Goal progress +1 on “Pray daily”". Deletes and steps only carry an id, so the row's title is
 * looked up locally when the row is still there (`titleOf`).
 */
import { formatMoodDate, MOOD_DETAILS, preview } from '@selah/shared';
import type { Mutation, MutationName } from '../../db/mutations';

/** The title of a local row (goal, journal entry, private session), if it is still here. */
export type TitleLookup = (id: string) => string | undefined;

const quoted = (text: string) => `“${preview(text, 60)}”`;
const named = (label: string, title: string | undefined) =>
  title ? `${label} ${quoted(title)}` : label;

export function describeMutation(
  change: { name: MutationName; args: unknown },
  titleOf: TitleLookup = () => undefined,
): string {
  const { name, args } = change as Mutation;
  switch (name) {
    case 'mood.create':
      return `Mood entry “${MOOD_DETAILS[args.mood].label}” from ${formatMoodDate(args.date)}`;
    case 'mood.delete':
      return 'Deleting a mood entry';
    case 'goal.create':
      return named('New goal', args.title);
    case 'goal.progress': {
      const step = args.delta > 0 ? `+${args.delta}` : String(args.delta);
      const title = titleOf(args.id);
      return title ? `Goal progress ${step} on ${quoted(title)}` : `Goal progress ${step}`;
    }
    case 'goal.update':
      return named('Changes to goal', args.changes.title ?? titleOf(args.id));
    case 'goal.delete':
      return named('Deleting goal', titleOf(args.id));
    case 'journal.create':
      return named('Journal entry', args.title);
    case 'journal.update':
      return named('Changes to journal entry', args.changes.title ?? titleOf(args.id));
    case 'journal.delete':
      return named('Deleting journal entry', titleOf(args.id));
    case 'post.create':
      return named('Community post', args.content);
    case 'post.like':
      return 'Like on a community post';
    case 'meditation.create':
      return `Meditation session (${args.duration} min)`;
    case 'privateSession.create':
      return named('Private session', args.title);
    case 'privateSession.complete':
      return named('Completing private session', titleOf(args.id));
    case 'privateSession.delete':
      return named('Deleting private session', titleOf(args.id));
    case 'motivation.create':
      return 'Daily motivation';
    case 'motivation.read':
      return 'Marking a daily motivation as read';
    case 'content.create':
      return named('Resource', args.title);
  }
}
