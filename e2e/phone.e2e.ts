/**
 * Selah on a 360 x 780 phone, as a member with data: every destination is reached with taps only
 * (the bar, or More and its sheet), nothing is wider than the screen, every control offers a 44 x 44
 * px target (or sits inline in a sentence, where the line is the target), and axe finds no serious
 * or critical problem. Then the same member's screens at 1280 x 800, and User Management as the
 * admin at both sizes, under axe too. (routes.e2e.ts checks the screens of a new, empty account.)
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext, newMember, newPage } from './support/browser';
import { seriousAxeFindings } from './support/axe';
import { scrollThrough, signInAsAdmin, signUpThroughApi } from './support/member';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const POLL = { timeout: 10_000, interval: 100 };

/** Where each destination is on the phone: the bar's link, or More's sheet. */
const DESTINATIONS: { path: string; bar?: string; sheet?: string }[] = [
  { path: '/mood', bar: 'Mood' },
  { path: '/journal', bar: 'Journal' },
  { path: '/community', bar: 'Community' },
  { path: '/goals', sheet: 'Goals' },
  { path: '/meditation', sheet: 'Meditation' },
  { path: '/counseling-tips', sheet: 'Counseling Tips' },
  { path: '/private-sessions', sheet: 'Private Sessions' },
  { path: '/resources', sheet: 'Resources' },
  { path: '/settings', sheet: 'Settings' },
  { path: '/privacy', sheet: 'Privacy' },
  { path: '/safety-plan', sheet: 'My safety plan' },
  { path: '/', bar: 'Home' },
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let previousHeading: string | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await openContext(browser, { viewport: PHONE, hasTouch: true });
  await signUpThroughApi(context, newMember('phone'));
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${baseURL()}${path}`, { data });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  };
  await post('/api/mood-entries', { mood: 'good', notes: 'A calm day' });
  await post('/api/goals', { title: 'Pray each morning', targetValue: 7, category: 'mindfulness' });
  await post('/api/journal-entries', {
    title: 'Grateful for the rain',
    content: 'A quiet morning, warm tea, and the sound of rain on the window.',
    category: 'gratitude',
  });
  await post('/api/journal-entries', {
    title: 'A hard week',
    content: 'Work was heavy, but a friend called and we prayed together.',
    category: 'reflection',
  });
  await post('/api/community-posts', { content: 'Holding you all in prayer this week.' });
  await post('/api/private-sessions', { title: 'Pastoral chat', sessionType: 'spiritual' });
  ({ page, errors } = await newPage(context));
  await page.goto(`${baseURL()}/`);
  await page.locator('main h1').first().waitFor();
  previousHeading = await page.locator('main h1').first().textContent();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Elements sticking out past the screen's right edge (outside any sideways-scrolling box). */
async function widerThanScreen(on: Page = page): Promise<string[]> {
  return on.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow !== 'visible') return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > width + 1 && !clipped(element)) {
        out.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
      }
    }
    return out.slice(0, 10);
  });
}

/** Controls whose target is under 44 x 44 px (hidden ones, and links inside a sentence, aside). */
async function smallTargets(): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=radio], [role=tab], [role=menuitem], [role=switch], [role=checkbox]';
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width < 2 || rect.height < 2 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden=true], [inert]')) continue;
      // Clipped to nothing until focused (the skip link, measured focused in 'the phone frame').
      if (style.position === 'absolute' && (style.clipPath !== 'none' || style.clip !== 'auto'))
        continue;
      // A link in running text: the line of text is the target (WCAG 2.5.8's inline exception).
      // Only a link laid out inline, beside words of its own parent: a block or flex link (the
      // header's "Selah") is a target of its own, however much text sits around it.
      const inline =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        [...(element.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      if (inline) continue;
      // A control inside a label, whose whole box is the target; a stretched control (its ::after
      // covers the card it sits in, the nearest positioned box), whose card is.
      const label = element.closest('label');
      const after = getComputedStyle(element, '::after');
      const stretchedOver =
        after.content !== 'none' && after.position === 'absolute' ? element.offsetParent : null;
      const target = (label ?? stretchedOver ?? element).getBoundingClientRect();
      if (target.width >= 43.5 && target.height >= 43.5) continue;
      const name =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 30) ??
        element.tagName.toLowerCase();
      out.push(`${name} (${Math.round(target.width)}x${Math.round(target.height)})`);
    }
    return out;
  });
}

/**
 * The stat tiles' labels (Mood Streak, Goals Progress...) that do not fit their tile: more lines
 * than `maxLines`, or a word wider than the tile.
 */
async function crampedStatLabels(maxLines: number): Promise<{ count: number; cramped: string[] }> {
  return page.evaluate((most) => {
    const out: string[] = [];
    const labels = document.querySelectorAll<HTMLElement>('[data-stat-label]');
    for (const label of labels) {
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
      const lines = Math.round(label.getBoundingClientRect().height / lineHeight);
      if (lines > most || label.scrollWidth > label.clientWidth + 1) {
        out.push(`${label.textContent} (${lines} lines)`);
      }
    }
    return { count: labels.length, cramped: out };
  }, maxLines);
}

/**
 * At the page's present scroll position, the focusable controls that a fixed or sticky element lies
 * over. The bars along the screen's top and bottom edges (the header, the bottom navigation) are the
 * frame: what scrolls behind them is out of view, and the screen between them is where the member
 * reads and taps. Any other fixed element (a floating button) that overlaps a control in that screen
 * is reported, with the part of the control left in view.
 */
async function coveredControls(on: Page): Promise<string[]> {
  return on.evaluate(() => {
    const height = window.innerHeight;
    const width = window.innerWidth;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        rect.width > 1 &&
        rect.height > 1 &&
        rect.bottom > 0 &&
        rect.top < height &&
        element.closest('[aria-hidden=true], [inert]') === null
      );
    };
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      return (position === 'fixed' || position === 'sticky') && visible(element);
    });
    const edgeBars = fixed.filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width >= width - 1 && (rect.top <= 1 || rect.bottom >= height - 1);
    });
    let top = 0;
    let bottom = height;
    for (const bar of edgeBars) {
      const rect = bar.getBoundingClientRect();
      if (rect.top <= 1 && rect.bottom < height / 2) top = Math.max(top, rect.bottom);
      else bottom = Math.min(bottom, rect.top);
    }
    const floating = fixed.filter(
      (element) => !edgeBars.some((bar) => bar === element || bar.contains(element)),
    );
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const out: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (!visible(control) || fixed.some((element) => element.contains(control))) continue;
      const rect = control.getBoundingClientRect();
      const inView = { top: Math.max(rect.top, top), bottom: Math.min(rect.bottom, bottom) };
      if (inView.bottom - inView.top < 1) continue;
      for (const element of floating) {
        const over = element.getBoundingClientRect();
        const overlaps =
          over.left < rect.right - 1 &&
          over.right > rect.left + 1 &&
          over.top < inView.bottom - 1 &&
          over.bottom > inView.top + 1;
        if (overlaps) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
          out.push(
            `"${name.slice(0, 30)}" under ${element.tagName.toLowerCase()}.${element.className}`,
          );
        }
      }
    }
    return out;
  });
}

describe('on a 360 x 780 phone', () => {
  it.each(DESTINATIONS)(
    'reaches $path with taps, fits the screen, and offers 44 px targets',
    async (to) => {
      if (to.bar) {
        await page
          .getByRole('navigation', { name: 'Main, mobile' })
          .getByRole('link', { name: to.bar, exact: true })
          .tap();
      } else {
        await page.getByRole('button', { name: 'More', exact: true }).tap();
        await page
          .getByRole('dialog', { name: 'More' })
          .getByRole('link', { name: to.sheet!, exact: true })
          .tap();
      }
      await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(to.path);
      // Measured once the sheet has gone and the new screen has replaced the last one.
      await expect.poll(() => page.getByRole('dialog', { name: 'More' }).count(), POLL).toBe(0);
      await expect
        .poll(() => page.locator('main h1').first().textContent(), POLL)
        .not.toBe(previousHeading);
      previousHeading = await page.locator('main h1').first().textContent();
      // The screen's sections below the fold are loaded and rendered too, then measured.
      await scrollThrough(page);

      expect(await widerThanScreen(), 'elements wider than the screen').toEqual([]);
      expect(await smallTargets(), 'targets under 44 x 44 px').toEqual([]);
      // A tile's label fits it: one line on the dashboard, two at most where four tiles share a row.
      const stats = await crampedStatLabels(to.path === '/' ? 1 : 2);
      expect(stats.cramped, 'stat labels').toEqual([]);
      // (The dashboard's three are found: a check that finds no label would pass for nothing.)
      if (to.path === '/') expect(stats.count).toBe(3);
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});

describe('the phone dashboard', () => {
  it('keeps its length as the sections below the fold render while the member scrolls', async () => {
    const { page: fresh } = await newPage(context);
    await fresh.goto(`${baseURL()}/`);
    await fresh.locator('main h1').first().waitFor();
    await fresh.waitForLoadState('networkidle');
    // The lower sections wait for the member's first scroll; their placeholders hold the length.
    expect(await fresh.locator('[data-loading-sections]').count()).toBe(1);
    await fresh.evaluate(() => window.scrollBy(0, 40));
    await fresh.getByRole('heading', { name: 'Recent Reflections' }).waitFor({ state: 'attached' });
    await fresh.evaluate(() => window.scrollTo(0, 0));
    // Scrolled half a screen at a time, as a thumb would, so each section renders in turn.
    const length = await fresh.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < length + PHONE.height; y += PHONE.height / 2) {
      await fresh.evaluate((top) => window.scrollTo(0, top), y);
      await fresh.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    // Until a section renders, the page holds its estimated height: one far off would make the page
    // grow or shrink under the member's thumb.
    const sections = await fresh.evaluate(() =>
      [...document.querySelectorAll('.below-the-fold')].map((section) => ({
        estimate: parseFloat(
          getComputedStyle(section).containIntrinsicBlockSize.replace('auto', ''),
        ),
        rendered: Math.round(section.getBoundingClientRect().height),
      })),
    );
    expect(sections).toHaveLength(5);
    for (const { estimate, rendered } of sections) {
      expect(
        estimate / rendered,
        `estimated ${estimate} px, rendered ${rendered} px`,
      ).toBeGreaterThan(0.7);
      expect(estimate / rendered, `estimated ${estimate} px, rendered ${rendered} px`).toBeLessThan(
        1.3,
      );
    }
    await fresh.close();
  });
});

describe('the phone frame', () => {
  it('lays nothing fixed over a control at any scroll position of the dashboard', async () => {
    const { page: fresh } = await newPage(context);
    await fresh.goto(`${baseURL()}/`);
    await scrollThrough(fresh);
    const length = await fresh.evaluate(() => document.documentElement.scrollHeight);
    const positions: number[] = [];
    // A thumb's step at a time, down to the end and back up (the header returns on the way up).
    for (let y = 0; y <= length; y += 120) positions.push(y);
    for (let y = length; y >= 0; y -= 120) positions.push(y);
    const covered: string[] = [];
    for (const y of positions) {
      await fresh.evaluate(async (top) => {
        window.scrollTo(0, top);
        // The scroll event, then the header's answer to it, each in a frame of its own.
        for (let frame = 0; frame < 3; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      }, y);
      for (const problem of await coveredControls(fresh)) covered.push(`at ${y} px: ${problem}`);
    }
    expect(covered).toEqual([]);
    // At the end of the page the last controls sit above the bottom bar, not behind it.
    await fresh.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const clear = await fresh.evaluate(() => {
      const bar = document.querySelector('nav[aria-label="Main, mobile"]')!.getBoundingClientRect();
      const last = [...document.querySelectorAll('main a[href], main button')].at(-1)!;
      return last.getBoundingClientRect().bottom <= bar.top;
    });
    expect(clear, 'the last control is clear of the bottom bar').toBe(true);
    await fresh.close();
  });

  it('hides the header on a scroll down and brings it back on a scroll up or on focus', async () => {
    const { page: fresh } = await newPage(context);
    await fresh.goto(`${baseURL()}/`);
    await scrollThrough(fresh);
    const header = fresh.getByRole('banner');
    const headerTop = () => header.evaluate((element) => element.getBoundingClientRect().bottom);
    await fresh.mouse.wheel(0, 600);
    await expect.poll(headerTop, POLL).toBeLessThanOrEqual(0);
    await fresh.mouse.wheel(0, -200);
    await expect.poll(headerTop, POLL).toBeGreaterThan(40);
    await fresh.mouse.wheel(0, 600);
    await expect.poll(headerTop, POLL).toBeLessThanOrEqual(0);
    // A keyboard reaching "Get help now" sees it.
    await header.getByRole('button', { name: 'Get help now' }).focus();
    await expect.poll(headerTop, POLL).toBeGreaterThan(40);
    // The skip link, hidden until focused, is a full target then.
    const skip = fresh.getByRole('link', { name: 'Skip to content' });
    await skip.focus();
    const box = await skip.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await fresh.close();
  });
});

describe('at 1280 x 800, with the same data', () => {
  let wide: Page;
  let wideErrors: string[];
  let desktop: BrowserContext;
  beforeAll(async () => {
    desktop = await browser.newContext({
      viewport: DESKTOP,
      storageState: await context.storageState(),
    });
    ({ page: wide, errors: wideErrors } = await newPage(desktop));
  });
  afterAll(() => desktop?.close());

  it.each(DESTINATIONS.map((to) => to.path))(
    '%s fits the screen and axe finds nothing serious',
    async (path) => {
      await wide.goto(`${baseURL()}${path}`);
      await wide.locator('main h1').first().waitFor();
      await wide.waitForLoadState('networkidle');
      expect(await widerThanScreen(wide), 'elements wider than the screen').toEqual([]);
      expect(await seriousAxeFindings(wide)).toEqual([]);
      expect(wideErrors).toEqual([]);
    },
  );

  it.each([
    ['360 x 780', PHONE],
    ['1280 x 800', DESKTOP],
  ])('User Management, as the admin at %s, lists members and passes axe', async (_, viewport) => {
    const adminContext = await browser.newContext({ viewport });
    await signInAsAdmin(adminContext);
    const { page: admin, errors: adminErrors } = await newPage(adminContext);
    await admin.goto(`${baseURL()}/user-management`);
    await admin.getByRole('heading', { name: 'Members' }).waitFor();
    await admin.getByRole('button', { name: 'Manage Roles' }).waitFor();
    expect(await widerThanScreen(admin), 'elements wider than the screen').toEqual([]);
    expect(await seriousAxeFindings(admin)).toEqual([]);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
});
