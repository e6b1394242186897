import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No axe-core violation on the screen as it is now. React Aria's off-screen live announcer is left
 * out: after a pending button it keeps empty role="img" nodes labelled by an element that is gone.
 *
 * Legacy mode runs axe once in the page. The default opens a blank page per check to merge frame
 * results (our screens have no cross-origin frames): on a loaded 2-core CI machine that cost 10–14 s
 * per check, and three checks pushed a journey past its time limit.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode().exclude('[data-live-announcer]').analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
  expect(summary).toEqual([]);
}
