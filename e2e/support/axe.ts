import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

/**
 * The serious and critical WCAG violations axe finds on the page as it is now, one line each. Run
 * through the DevTools protocol, so the page's Content-Security-Policy (no inline scripts) allows it.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Judged at rest: no element under the pointer (hover colours) and no transition half-way (a
  // colour fading in was once read mid-fade as 2.65:1; the kit's buttons still fade theirs).
  await page.mouse.move(0, 0);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: AxeViolation[] };
    return results.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          // Where and why: the element and axe's summary (for contrast, the colours and the ratio).
          .map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`)
          .join('; ')})`,
    );
}
