// Accessibility check with axe-core, injected into the page: returns the serious and critical
// violations (rule id, impact, help and the first offending targets) so a test can fail on them.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const axePath = join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: () => Promise<AxeResults> } };
    const results = await axe.run();
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails the test with the findings when axe reports a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  assert.deepEqual(violations, [], `axe found serious or critical violations on ${where}`);
}
