/** Accessibility as axe-core judges it (WCAG 2.1 A and AA rules), shared by the specs that check a screen's states. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const SERIOUS = new Set(['serious', 'critical']);

/** The serious and critical violations on the page as it is now, one line each (rule, target, summary). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact ?? ''}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}
