import type { Page } from '@playwright/test';
import { test, expect, openAs } from './fixtures';

/**
 * Motion follows the reader's setting (docs/rules.md#layout). The other browser tests run as a reader who asks for less
 * motion (playwright.config.ts); here the wall's 借阅动态 list is watched through one step both ways: with no
 * preference the step slides (a Web Animation on the list), with reduce the rows move on without one. The step is
 * brought on by Playwright's clock (installed before the page loads), not waited for. The charts' side of the setting
 * (no animation, no endless ripple) is checked in tests/unit/chart.test.tsx on the real chart component.
 */

/** Counts the Web Animations started on a rolling list (`Element.animate` on `.srp-wall-rolling ul`). */
async function countListAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __listAnimations: number };
    w.__listAnimations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.matches('.srp-wall-rolling ul')) w.__listAnimations++;
      return animate.apply(this, args);
    };
  });
}

async function openFeed(page: Page) {
  await page.clock.install();
  await countListAnimations(page);
  await openAs(page, 'library', '/dashboardmode/index');
  const list = page.getByRole('list', { name: '借阅动态列表' });
  const first = list.getByRole('listitem').first();
  await expect(first).not.toHaveText('');
  return { first, before: (await first.textContent()) ?? '' };
}

const listAnimations = (page: Page) => page.evaluate(() => (window as unknown as { __listAnimations: number }).__listAnimations);

test.describe('with no preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the wall’s rolling list slides up a row at each step', async ({ page }) => {
    const { first, before } = await openFeed(page);
    expect(await listAnimations(page)).toBe(0);
    await page.clock.fastForward(3_000);
    await expect.poll(() => listAnimations(page)).toBeGreaterThan(0);
    // Once the slide has run its course, the next row is first.
    await expect(first).not.toHaveText(before);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the wall’s rolling list steps without sliding', async ({ page }) => {
    const { first, before } = await openFeed(page);
    await page.clock.fastForward(3_000);
    await expect(first).not.toHaveText(before);
    expect(await listAnimations(page)).toBe(0);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  });
});
