import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseURL, newMember } from './browser';

export { scrollThrough } from '../../tooling/chromium';

export type Member = ReturnType<typeof newMember>;

/** Signs a new member up through the API; the browser context keeps the session cookie. */
export async function signUpThroughApi(
  context: BrowserContext,
  member = newMember(),
): Promise<Member> {
  const response = await context.request.post(`${baseURL()}/api/signup`, {
    data: { ...member, confirmPassword: member.password, timeZone: 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

/** Signs up through the Signup screen, as a person would. */
export async function signUpThroughForm(page: Page, member = newMember()): Promise<Member> {
  await page.goto(`${baseURL()}/signup`);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseURL()}/`);
  return member;
}

/**
 * The page's visible text with white space folded, for matching the spec's strings. innerText
 * applies CSS text-transform (an `uppercase` heading would read "TODAY'S FEATURED TIP"), so the
 * transform is switched off while reading: the words are compared as written, which is also what
 * assistive technology reads out.
 */
export async function visibleText(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const style = document.createElement('style');
    // Spec texts are compared as written (no CSS capitals), and sections below the fold are read
    // too: content-visibility lets the browser skip them until scrolled to, and innerText with them.
    style.textContent =
      '* { text-transform: none !important; content-visibility: visible !important; }';
    document.head.append(style);
    try {
      return document.body.innerText;
    } finally {
      style.remove();
    }
  });
  return text.replace(/\s+/g, ' ');
}

/** Signs the built-in admin in through the API (global setup made it the first account). */
export async function signInAsAdmin(context: BrowserContext): Promise<Member> {
  const admin = inject('admin');
  const response = await context.request.post(`${baseURL()}/api/login`, {
    data: { email: admin.email, password: admin.password, timeZone: 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return admin;
}
