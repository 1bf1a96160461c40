import axe from 'axe-core';
import type { Page } from '@playwright/test';

// WCAG 2.1 A and AA, and 2.2 AA (target size: 24 × 24 px or spaced as far), as axe-core checks them; serious and
// critical findings fail the page.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Of those, the rules whose outcome a page's colours decide (the same page in another colour scheme is checked by these alone). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical axe-core findings on the page (within `include` when given; of `rules` only, when given), one line per rule with up to five places.
 * axe-core is put into the document once and run there (a page walked by pushState keeps it between checks: its 0.5 MB
 * source is not parsed again per check), collecting only violations. Frames are left out: the portal frames only other
 * documents (the old system's pages, PDF previews).
 */
export async function blockingFindings(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ selector, runOnly }) => window.axe.run(selector ?? document, { runOnly, resultTypes: ['violations'], iframes: false }).then((results) => results.violations),
    { selector: include ?? null, runOnly: rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: TAGS } },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`)
          .join('\n')}`,
    );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
