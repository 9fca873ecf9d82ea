import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARE_REGION_KEY, setCareRegion, type CareRegion } from '../data/care';
import { GetHelpButton } from '.';
import { getDb } from '../db';
import { renderScreen } from '../../test/render-screen';

async function openHelp(region: CareRegion) {
  await setCareRegion(region);
  const screenResult = renderScreen(<GetHelpButton />, { path: '/goals' });
  await screenResult.user.click(screen.getByRole('button', { name: 'Get help now' }));
  const dialog = await screen.findByRole('dialog', { name: 'You are not alone' });
  return { ...screenResult, dialog };
}

describe('Get help now', () => {
  it('shows the 988 Lifeline first for the US, to call or text', async () => {
    const { dialog } = await openHelp('US');

    const call = await within(dialog).findByRole('link', { name: 'Call 988' });
    expect(call).toHaveAttribute('href', 'tel:988');
    expect(call).toHaveAccessibleDescription('988 Suicide & Crisis Lifeline');
    expect(within(dialog).getByRole('link', { name: 'Text 988' })).toHaveAttribute(
      'href',
      'sms:988',
    );
    const links = within(dialog).getAllByRole('link');
    expect(links[0]).toBe(call);
    expect(within(dialog).getByRole('combobox', { name: 'Your region' })).toHaveValue('US');
    expect(dialog).toHaveTextContent(
      'If you are in immediate danger, call your local emergency number (911 in the US and Canada, 999 in the UK, 112 in Ireland and Europe, 000 in Australia).',
    );
    expect(dialog).toHaveTextContent('Reaching out is a brave and faithful step.');
    expect(within(dialog).getByRole('link', { name: /Open my safety plan/ })).toHaveAttribute(
      'href',
      '/safety-plan',
    );
  });

  it('shows Samaritans on 116 123 for the UK, and no US number', async () => {
    const { dialog } = await openHelp('UK');

    expect(await within(dialog).findByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    expect(dialog).toHaveTextContent('Samaritans');
    expect(within(dialog).queryByRole('link', { name: 'Call 988' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /^Text/ })).not.toBeInTheDocument();
  });

  it('points everyone else to findahelpline.com', async () => {
    const { dialog } = await openHelp('other');

    const link = await within(dialog).findByRole('link', { name: 'Visit findahelpline.com' });
    expect(link).toHaveAttribute('href', 'https://findahelpline.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('switches region, keeps the choice on the device, and returns focus on close', async () => {
    const { dialog, user } = await openHelp('US');
    await within(dialog).findByRole('link', { name: 'Call 988' });

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Your region' }),
      'Australia',
    );

    expect(await within(dialog).findByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    await waitFor(async () => expect((await getDb().meta.get(CARE_REGION_KEY))?.value).toBe('AU'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Get help now' })).toHaveFocus();
  });

  it('offers Canada and Ireland their own lines', async () => {
    const { dialog, user } = await openHelp('CA');
    expect(await within(dialog).findByRole('link', { name: 'Text 988' })).toHaveAttribute(
      'href',
      'sms:988',
    );
    expect(dialog).toHaveTextContent('9-8-8 Suicide Crisis Helpline');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Your region' }), 'IE');
    expect(await within(dialog).findByText('Samaritans Ireland')).toBeInTheDocument();
  });
});
