import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// WCAG 2.1 A and AA, as axe-core checks them; serious and critical findings fail the page.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical axe-core findings on the page (within `include` when given), one line per rule with up to five places. */
export async function blockingFindings(page: Page, include?: string): Promise<string[]> {
  // axe runs in the page itself (legacy mode) instead of finishing each run in a page of its own, and
  // collects only violations: about a quarter of the time. Frames are left out: the portal frames only
  // other documents (the old system's pages, PDF previews).
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().options({ resultTypes: ['violations'], iframes: false });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
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
