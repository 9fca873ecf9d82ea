import { preview } from '../../rules/text';
import type { TitleLookup } from './types';

const quoted = (text: string) => `“${preview(text, 60)}”`;

/** "Journal entry “Morning prayer”", or just "Journal entry" when there is no title to show. */
export const named = (label: string, title: string | undefined) =>
  title ? `${label} ${quoted(title)}` : label;

/** A change that carries only the row's id, named by the row's title when it is still there. */
export const namedRow =
  (label: string) =>
  (args: { id: string }, titleOf: TitleLookup): string =>
    named(label, titleOf(args.id));
