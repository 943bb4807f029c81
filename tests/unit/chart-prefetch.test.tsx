import { StrictMode } from 'react';
import { render } from '@testing-library/react';

/**
 * When the chart engine (src/components/chart-parts/core.ts, one 190 KiB file) is fetched: once the page that draws
 * charts has painted (usePrefetchChartEngine in StatsPage and the wall shell), not when src/components/chart.tsx is
 * evaluated with the page's code — then it competed with the page's first render (Lighthouse 95 → 98,
 * bench/results/first-load.md). The engine module is wrapped so that its first import is seen; each test starts from
 * fresh modules.
 */
const engineImported = vi.fn();

beforeEach(() => {
  vi.resetModules();
  engineImported.mockClear();
  // doMock (not hoisted, registered again for each test's fresh modules): its factory runs on the engine's first import.
  vi.doMock('@/components/chart-parts/core', async (importOriginal) => {
    engineImported();
    return importOriginal();
  });
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

async function pageWithCharts() {
  const { usePrefetchChartEngine } = await import('@/components/chart');
  return function Page() {
    usePrefetchChartEngine();
    return <h1>首页</h1>;
  };
}

/** Whether the engine has been imported once every dynamic import started so far has settled. */
async function engineRequested(): Promise<boolean> {
  await vi.dynamicImportSettled();
  return engineImported.mock.calls.length > 0;
}

test('not when chart.tsx is evaluated, not in the commit nor in the frame that paints the page: after that frame', async () => {
  const Page = await pageWithCharts();
  expect(await engineRequested()).toBe(false);
  render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
  expect(await engineRequested()).toBe(false);
  vi.advanceTimersToNextFrame();
  expect(await engineRequested()).toBe(false);
  vi.runOnlyPendingTimers();
  expect(await engineRequested()).toBe(true);
  // Once: StrictMode's second effect run and a second page do not ask again.
  render(<Page />);
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  await vi.dynamicImportSettled();
  expect(engineImported).toHaveBeenCalledTimes(1);
});

test('a page left before it painted does not fetch the engine', async () => {
  const Page = await pageWithCharts();
  const { unmount } = render(<Page />);
  unmount();
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  expect(await engineRequested()).toBe(false);
});
