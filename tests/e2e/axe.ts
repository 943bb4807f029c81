import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** axe-core in the browser tests: the page held still for it, and its serious and critical violations. */

/**
 * Colours as they end, never half-way: CSS transitions are switched off before the page loads. A control
 * that data enable after the page had settled (the report's 打印 / 导出 PDF button) was read in the middle of antd's
 * fade out of its disabled look (#adaeb0 on #e6e8eb, 1.8:1) in a CI run; its colours at rest pass.
 */
export async function withoutMotion(page: Page) {
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.appendChild(style), { once: true });
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe.run in the page itself, its source put in once per document: the pages the app moves to without a reload
 * (every-route.spec.ts) reuse it. Putting it in took 0.4–0.5 s a route and the run 1.2 s on a quiet machine.
 * (@axe-core/playwright put it in at every analysis, and its default mode opened a blank page in the context for
 * every analysis to finish the run there: 2–3 s a route; the app has no frames, so neither is needed.)
 */
export async function runAxe(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The results come back as JSON text: Playwright's own typing of them is too deep for TypeScript.
  const json: string = await page.evaluate(
    async ([c, o]) =>
      JSON.stringify(await (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(c, o)),
    [context, options] as [unknown, unknown],
  );
  return JSON.parse(json) as AxeResults;
}

export async function seriousViolations(page: Page) {
  // Only the violations in detail: axe otherwise also lists every passing node of every rule, which took most of its time.
  const result = await runAxe(page, { exclude: [] }, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
      count: v.nodes.length,
    }));
}
