import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { getDb } from '../db';
import { renderScreen } from '../../test/render-screen';
import type * as crisisOffer from '../data/care/crisis-offer';
import { CRISIS_OFFER_SNOOZE_MS } from '../data/care/crisis-offer';
import { CrisisOfferNote } from './CrisisOfferNote';
import { CRISIS_OFFER_DISMISSED_KEY } from '../data/care/keys';
import { setCareRegion } from '../data/care/region';

const DAY = 24 * 60 * 60 * 1000;

/** What the note's own offer query answered at each of its renders (undefined while loading). */
const answers: (boolean | undefined)[] = [];
vi.mock('../data/care/crisis-offer', async (importOriginal) => {
  const original = await importOriginal<typeof crisisOffer>();
  return {
    ...original,
    useCrisisOffer: () => {
      const answer = original.useCrisisOffer();
      answers.push(answer);
      return answer;
    },
  };
});

/**
 * Once the note has rendered with its query's answer: an absence checked after this is the note
 * deciding to say nothing, not the note still loading.
 */
async function offerAnswered(): Promise<boolean | undefined> {
  await waitFor(() => expect(answers.at(-1)).toBeDefined());
  return answers.at(-1);
}

function entry(mood: Mood, msAgo: number): MoodEntry {
  return {
    id: uuidv7(),
    userId: 'guest',
    mood,
    notes: null,
    date: new Date(Date.now() - msAgo).toISOString(),
  };
}

const threeLowDays = () => [entry('down', 2 * DAY), entry('down', DAY), entry('struggling', 0)];

describe('CrisisOfferNote', () => {
  it('offers the region’s first line and "Get help now" after heavy days', async () => {
    await setCareRegion('UK');
    await getDb().moodEntries.bulkAdd(threeLowDays());
    const { user } = renderScreen(<CrisisOfferNote />);

    const note = await screen.findByRole('complementary', { name: 'Support' });
    expect(note).toHaveTextContent('It sounds like things have been heavy lately.');
    expect(note).toHaveTextContent(
      'You don’t have to carry it alone. If you are in crisis, call 116 123 (UK) to reach Samaritans, any time.',
    );
    expect(within(note).getByRole('link', { name: '116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );

    await user.click(within(note).getByRole('button', { name: 'Get help now' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are not alone' });
    expect(await within(dialog).findByRole('link', { name: 'Call 116 123' })).toBeInTheDocument();
  });

  it('says nothing after a single low day', async () => {
    await getDb().moodEntries.bulkAdd([entry('down', DAY), entry('good', 0)]);
    answers.length = 0;
    renderScreen(<CrisisOfferNote />);
    expect(await offerAnswered()).toBe(false);
    expect(screen.queryByRole('complementary', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('"Not now" hides it at once, and for three days', async () => {
    await setCareRegion('US');
    await getDb().moodEntries.bulkAdd(threeLowDays());
    const { user, unmount } = renderScreen(<CrisisOfferNote />);
    const note = await screen.findByRole('complementary', { name: 'Support' });
    expect(note).toHaveTextContent('If you are in crisis, call or text 988 (US)');

    const before = Date.now();
    await user.click(within(note).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Support' })).not.toBeInTheDocument();

    await waitFor(async () =>
      expect(await getDb().meta.get(CRISIS_OFFER_DISMISSED_KEY)).toBeDefined(),
    );
    const until = Date.parse((await getDb().meta.get(CRISIS_OFFER_DISMISSED_KEY))!.value as string);
    expect(until).toBeGreaterThanOrEqual(before + CRISIS_OFFER_SNOOZE_MS);

    // Coming back to the screen later: still hidden.
    unmount();
    answers.length = 0;
    renderScreen(<CrisisOfferNote />);
    expect(await offerAnswered()).toBe(false);
    expect(screen.queryByRole('complementary', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('points to findahelpline.com outside the regions with their own lines', async () => {
    await setCareRegion('other');
    await getDb().moodEntries.add(entry('struggling', 60_000));
    renderScreen(<CrisisOfferNote />);

    const note = await screen.findByRole('complementary', { name: 'Support' });
    expect(note).toHaveTextContent(
      'If you are in crisis, find a free helpline in your country at findahelpline.com.',
    );
    expect(within(note).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
  });
});
