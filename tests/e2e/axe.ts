import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

export async function seriousViolations(page: Page) {
  // Only the violations in detail: axe otherwise also lists every passing node of every rule, which took most of its time.
  // Legacy mode: axe.run in the page itself. The default (runPartial) opens a blank page in the context for every
  // analysis to finish the run there, which cost 2–3 s a route against 0.4–0.6 s for the run (the app has no frames).
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
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
