import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { GetHelpButton } from './GetHelpButton';
import { setCareRegion } from '../data/care/region';

// As offline before the service worker had cached the dialog's chunk: its import fails.
vi.mock('./CareDialogPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('Get help now when the dialog chunk cannot load', () => {
  it('still opens, labelled, with the crisis lines; Escape closes it and focus returns', async () => {
    await setCareRegion('UK');
    const { user } = renderScreen(<GetHelpButton />);
    const button = screen.getByRole('button', { name: 'Get help now' });

    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'You are not alone' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Reaching out is a brave and faithful step.');
    expect(dialog).toHaveFocus();
    expect(await within(dialog).findByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    expect(dialog).toHaveTextContent('If you are in immediate danger');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'You are not alone' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
