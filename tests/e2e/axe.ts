/** Accessibility as axe-core judges it (WCAG 2.1 A and AA rules), shared by the specs that check a screen's states. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SERIOUS = new Set(['serious', 'critical']);
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations are read: axe skips collecting every passing element (a third of its time).
  resultTypes: ['violations'],
};

/**
 * The serious and critical violations on the page as it is now, one line each (rule, target, summary).
 * axe-core is put into the page once per document (a screen reached inside the app keeps it), and
 * runs on the whole document: the app has no frames.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(SOURCE);
  const results = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    return (await axe.run(document, options)).violations;
  }, OPTIONS);
  return results
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact ?? ''}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}
