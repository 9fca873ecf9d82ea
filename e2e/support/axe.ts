import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical findings on the page as it stands, one line each: every rule axe runs
 * by default, plus label-content-name-mismatch (WCAG 2.5.3 "label in name": a control's accessible
 * name contains the words it shows, so a voice-control user can say what they see), which axe ships
 * switched off as experimental.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run() in the page itself; the default opens an extra blank page per check
  // to merge per-frame results, which only matters for cross-origin iframes (we have none).
  const axe = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
