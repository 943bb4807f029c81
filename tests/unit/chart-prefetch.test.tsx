import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';

/**
 * When the chart engine (src/components/chart-parts/core.ts, one 190 KiB file) is fetched: once the page that draws
 * charts has painted and that paint is on the screen (usePrefetchChartEngine, two frames), not when
 * src/components/chart.tsx is evaluated with the page's code — then it competed with the page's first render
 * (Lighthouse 95 → 98, bench/results/first-load.md); and inside a page frame (ChartEngineGate in StatsPage) not while
 * the page's calls are in flight, neither by the prefetch nor by a chart drawn meanwhile: on a thin link it would
 * slow the answers that carry the page's figures. The engine module is wrapped so that its first import is seen;
 * each test starts from fresh modules.
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

/** `n` frames (and the timers due by then), inside act: the gate's state updates render. */
function frames(n: number) {
  for (let i = 0; i < n; i++) act(() => void vi.advanceTimersToNextFrame());
}

test('not when chart.tsx is evaluated, not in the commit nor in the frames that paint the page: after them', async () => {
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
  vi.advanceTimersToNextFrame();
  expect(await engineRequested()).toBe(false);
  vi.runOnlyPendingTimers();
  expect(await engineRequested()).toBe(true);
  // Once: StrictMode's second effect run and a second page do not ask again.
  render(<Page />);
  vi.advanceTimersToNextFrame();
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
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  expect(await engineRequested()).toBe(false);
});

async function gatedPage() {
  const { Chart, ChartEngineGate } = await import('@/components/chart');
  const option = { xAxis: { type: 'category' as const, data: ['一月'] }, yAxis: { type: 'value' as const }, series: [{ type: 'bar' as const, data: [1] }] };
  return function Gated({ settled }: { settled: boolean }) {
    return (
      <ChartEngineGate settled={settled}>
        <Chart option={option} ariaLabel="各月借阅量" />
      </ChartEngineGate>
    );
  };
}

test('ChartEngineGate: nothing while the page’s calls are in flight, not even for a chart drawn meanwhile; once they settle, after the paint', async () => {
  const Gated = await gatedPage();
  const { rerender } = render(<Gated settled={false} />);
  frames(20);
  expect(await engineRequested()).toBe(false);
  rerender(<Gated settled />);
  expect(await engineRequested()).toBe(false);
  frames(1);
  expect(await engineRequested()).toBe(false);
  frames(4);
  expect(await engineRequested()).toBe(true);
});

test('ChartEngineGate: settled at its first render (the calls not started yet) opens only after a paint, and a call started meanwhile holds it', async () => {
  const Gated = await gatedPage();
  const { rerender } = render(<Gated settled />);
  rerender(<Gated settled={false} />);
  frames(20);
  expect(await engineRequested()).toBe(false);
});

test('ChartEngineGate: a call that never ends holds the charts ENGINE_HOLD_MAX_MS at most', async () => {
  const { ENGINE_HOLD_MAX_MS } = await import('@/components/chart');
  const Gated = await gatedPage();
  render(<Gated settled={false} />);
  act(() => void vi.advanceTimersByTime(ENGINE_HOLD_MAX_MS - 100));
  expect(await engineRequested()).toBe(false);
  act(() => void vi.advanceTimersByTime(100));
  frames(4);
  expect(await engineRequested()).toBe(true);
});
