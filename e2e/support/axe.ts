import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Issue §6: WCAG 2.1 A and AA, as axe-core tags them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Runs axe on the page as it is and fails on any serious or critical WCAG 2.1 A/AA violation. Legacy
 * mode runs axe in the page alone: the default also opens a blank page to merge the results of
 * cross-origin frames, which the site has none of, and costs a third of each check.
 */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `axe on ${what}:\n${describeViolations(serious)}`).toEqual([]);
}
