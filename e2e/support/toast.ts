import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The toast viewport ("Notifications (F8)"); it shows at most one toast at a time. */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/**
 * Waits for the toast titled exactly `title` (and, when given, showing `description`), then closes
 * it with its own button, as a member would, so the next step's toast cannot be confused with it
 * and it no longer covers the top of a phone screen.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  // Each toast is an <li> whose role is status (or alert when destructive).
  const toast = toastRegion(page)
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor({ state: 'visible' });
  if (description !== undefined) {
    await toast.getByText(description, { exact: true }).waitFor({ state: 'visible' });
  }
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await toast.waitFor({ state: 'detached' });
  expect(await toastRegion(page).locator('li').count()).toBe(0);
}
