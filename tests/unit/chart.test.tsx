import '../helpers/echarts-stub';
import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import * as echarts from 'echarts/core';
import {
  Chart,
  applyChartDefaults,
  canvasAvailable,
  formatChartValue,
  loadChartParts,
  requiredParts,
  resolveRenderer,
  type ChartEventParams,
  type ChartInstance,
  type ChartOption,
  type ChartProps,
} from '@/components/chart';
import { buildPalette, buildSequentialRamp } from '@/components/chart-palette';
import { useSettings } from '@/stores/settings';

// The real echarts, with init/dispose wrapped in spies: every instance created can be checked for disposal.
vi.mock('echarts/core', async (importOriginal) => {
  const mod = await importOriginal<typeof import('echarts/core')>();
  return { ...mod, init: vi.fn(mod.init), dispose: vi.fn(mod.dispose) };
});

const initSpy = vi.mocked(echarts.init);
const disposeSpy = vi.mocked(echarts.dispose);
const created = () => initSpy.mock.results.map((r) => r.value as ChartInstance);

/** A ResizeObserver that keeps its callback so a test can fire it. */
class CapturingResizeObserver {
  static all: CapturingResizeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    CapturingResizeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.callback([], this);
  }
}

/** The chart's box at another size (jsdom lays nothing out: tests/helpers/echarts-stub.ts gives charts 800 wide). */
const boxWidth = (el: HTMLElement, width: number) => Object.defineProperty(el, 'clientWidth', { configurable: true, value: width });
const boxHeight = (el: HTMLElement, height: number) => Object.defineProperty(el, 'clientHeight', { configurable: true, value: height });

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function barOption(data: number[]): ChartOption {
  return {
    xAxis: { type: 'category', data: data.map((_, i) => `${i + 1}月`) },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', name: '借阅量', data }],
  };
}

async function renderChart(props: Partial<ChartProps> = {}, strict = false) {
  const onReady = vi.fn<(chart: ChartInstance) => void>();
  const element = (p: Partial<ChartProps>) => (
    <Chart option={barOption([12000, 8000, 15000])} ariaLabel="各月借阅量柱状图" onReady={onReady} {...props} {...p} />
  );
  const utils = render(strict ? <StrictMode>{element({})}</StrictMode> : element({}));
  await waitFor(() => expect(onReady).toHaveBeenCalled());
  const chart = onReady.mock.calls[0][0];
  const el = utils.container.querySelector<HTMLElement>('.echarts-for-react')!;
  const rerender = (p: Partial<ChartProps>) => utils.rerender(strict ? <StrictMode>{element(p)}</StrictMode> : element(p));
  return { ...utils, rerender, chart, el, onReady };
}

beforeEach(() => {
  initSpy.mockClear();
  disposeSpy.mockClear();
  CapturingResizeObserver.all = [];
  vi.stubGlobal('ResizeObserver', CapturingResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Chart: lifecycle', () => {
  it('renders with the SVG renderer in jsdom (no 2D canvas), sized and labelled for screen readers', async () => {
    expect(canvasAvailable()).toBe(false);
    expect(resolveRenderer('canvas')).toBe('svg');
    const { el, chart, container } = await renderChart({ height: 240 });
    const wrapper = container.querySelector<HTMLElement>('.srp-chart')!;
    expect(wrapper.style.height).toBe('240px');
    expect(wrapper.dataset.renderer).toBe('svg');
    expect(el.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('img', { name: '各月借阅量柱状图' })).toBe(el);
    expect(chart.getWidth()).toBe(800);
    expect(chart.getHeight()).toBe(240);
    const aria = chart.getOption().aria as { enabled: boolean; label: { description: string } };
    expect(aria.enabled).toBe(true);
    expect(aria.label.description).toBe('各月借阅量柱状图');
  });

  it('accepts CSS heights and defaults to 300px', async () => {
    const { container, rerender } = await renderChart();
    expect(container.querySelector<HTMLElement>('.srp-chart')!.style.height).toBe('300px');
    rerender({ height: '40vh' });
    expect(container.querySelector<HTMLElement>('.srp-chart')!.style.height).toBe('40vh');
  });

  it('inits once: one live instance, kept across option updates and re-renders', async () => {
    const { el, chart, onReady, rerender } = await renderChart();
    expect(echarts.getInstanceByDom(el)).toBe(chart);
    // echarts-for-react measures with a throw-away instance first: that one must be disposed already.
    for (const inst of created()) expect(Boolean(inst.isDisposed())).toBe(inst !== chart);
    const initCalls = initSpy.mock.calls.length;

    rerender({ option: barOption([1, 2, 3]) });
    rerender({ option: barOption([4, 5, 6]), loading: true });
    rerender({ option: barOption([4, 5, 6]), loading: false });
    await nextFrame();

    expect(initSpy.mock.calls.length).toBe(initCalls);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(echarts.getInstanceByDom(el)).toBe(chart);
    expect(chart.isDisposed()).toBeFalsy();
  });

  it('under StrictMode (double mount) still ends with exactly one live instance', async () => {
    const { el, chart, onReady, unmount } = await renderChart({}, true);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(echarts.getInstanceByDom(el)).toBe(chart);
    expect(created().filter((inst) => !inst.isDisposed())).toEqual([chart]);
    unmount();
    expect(created().every((inst) => inst.isDisposed())).toBe(true);
  });

  it('disposes the instance on unmount', async () => {
    const { el, chart, unmount } = await renderChart();
    disposeSpy.mockClear();
    unmount();
    expect(disposeSpy).toHaveBeenCalledWith(el);
    expect(chart.isDisposed()).toBe(true);
    expect(echarts.getInstanceByDom(el)).toBeUndefined();
    expect(created().every((inst) => inst.isDisposed())).toBe(true);
  });

  it('an unmount before the async init finishes leaves no instance and never calls onReady', async () => {
    const onReady = vi.fn();
    const { unmount } = render(<Chart option={barOption([1, 2])} ariaLabel="图" onReady={onReady} />);
    expect(initSpy).toHaveBeenCalled();
    unmount();
    for (let i = 0; i < 5; i++) await nextFrame();
    expect(onReady).not.toHaveBeenCalled();
    expect(created().length).toBeGreaterThan(0);
    expect(created().every((inst) => inst.isDisposed())).toBe(true);
  });

  it('an unmount after the measuring instance finished, before echarts-for-react resumes: no error, nothing left', async () => {
    // echarts-for-react makes the real instance on the measuring one's 'finished' and sets its option after an await;
    // an update that unmounted the chart in between (a widget loading again, CI: areas.spec on a campus switch) left
    // it to read a gone element: "Cannot read properties of null (reading 'getAttribute')", an unhandled rejection.
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const onReady = vi.fn();
      const finished = vi.fn();
      let unmount = () => {};
      const init = initSpy.getMockImplementation()!;
      // The measuring instance: on its 'finished', the unmount is queued before echarts-for-react's await resumes.
      initSpy.mockImplementationOnce((...args) => {
        const measuring = init(...args);
        measuring.on('finished', () => {
          finished();
          queueMicrotask(() => unmount());
        });
        return measuring;
      });
      ({ unmount } = render(<Chart option={barOption([1, 2])} ariaLabel="图" onReady={onReady} />));
      await waitFor(() => expect(finished).toHaveBeenCalled());
      for (let i = 0; i < 3; i++) await nextFrame();
      expect(onReady).not.toHaveBeenCalled();
      expect(created().length).toBe(2);
      expect(created().every((inst) => inst.isDisposed())).toBe(true);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });

  it('re-creates the instance (disposing the old one) when the theme switches to dark', async () => {
    const { el, chart, onReady, rerender } = await renderChart();
    rerender({ theme: 'dark' });
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(2));
    const darkChart = onReady.mock.calls[1][0];
    expect(chart.isDisposed()).toBe(true);
    expect(echarts.getInstanceByDom(el)).toBe(darkChart);
    expect(darkChart.getOption().backgroundColor).toBe('transparent');
  });
});

describe('Chart: option updates', () => {
  it('sets a changed option with notMerge, and skips a deep-equal one', async () => {
    const { chart, rerender } = await renderChart();
    const setOption = vi.spyOn(chart, 'setOption');

    rerender({ option: barOption([1, 2, 3]) });
    expect(setOption).toHaveBeenCalledTimes(1);
    expect(setOption.mock.calls[0][1]).toMatchObject({ notMerge: true });
    const series = chart.getOption().series as Array<{ data: number[] }>;
    expect(series[0].data).toEqual([1, 2, 3]);

    // A new object with equal content (a page re-rendering) must not re-render the chart.
    rerender({ option: barOption([1, 2, 3]) });
    expect(setOption).toHaveBeenCalledTimes(1);
  });

  it('replaces rather than merges: a series dropped from the option disappears', async () => {
    const { chart, rerender } = await renderChart({
      option: {
        ...barOption([1, 2]),
        series: [
          { type: 'bar', data: [1, 2] },
          { type: 'line', data: [3, 4] },
        ],
      },
    });
    expect((chart.getOption().series as unknown[]).length).toBe(2);
    rerender({ option: barOption([5, 6]) });
    expect((chart.getOption().series as unknown[]).length).toBe(1);
  });

  it('applies the theme palette and follows a theme colour change', async () => {
    const { chart } = await renderChart();
    expect((chart.getOption().color as string[])[0]).toBe('#0088ff');
    act(() => useSettings.getState().changeSetting('theme', '#f5222d'));
    expect((chart.getOption().color as string[])[0]).toBe('#f5222d');
  });

  it('follows the reader’s reduce-motion setting: drawn without animation, and animated again once it is off', async () => {
    let reduce = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && reduce;
        },
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      })),
    );
    const { chart } = await renderChart();
    expect(chart.getOption().animation).toBe(false);
    expect(listeners.size).toBeGreaterThan(0);
    reduce = false;
    act(() => listeners.forEach((l) => l()));
    expect(chart.getOption().animation).not.toBe(false);
  });

  it('formats value axes and tooltips the Chinese way (万) by default', async () => {
    const { chart, el } = await renderChart();
    const yAxis = (chart.getOption().yAxis as Array<{ axisLabel: { formatter: (v: number) => string } }>)[0];
    // The series go above 9999, so every label of the axis is in 万: never "5000 … 1.50万" on one axis.
    expect(yAxis.axisLabel.formatter(15000)).toBe('1.5万');
    expect(yAxis.axisLabel.formatter(5000)).toBe(`${Number((5000 / 9999).toFixed(2))}万`);
    const tooltip = (chart.getOption().tooltip as Array<{ trigger: string; valueFormatter: (v: unknown) => string }>)[0];
    expect(tooltip.trigger).toBe('axis');
    expect(tooltip.valueFormatter(12345)).toBe('1.23万');
    // The drawn axis uses it too.
    expect(el.querySelector('svg')!.textContent).toContain('万');
  });

  it('uses a custom valueFormatter for tooltips and value axes', async () => {
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    const { chart } = await renderChart({ valueFormatter: pct, option: barOption([0.5, 0.25]) });
    const yAxis = (chart.getOption().yAxis as Array<{ axisLabel: { formatter: (v: number) => string } }>)[0];
    expect(yAxis.axisLabel.formatter(0.5)).toBe('50.0%');
  });

  it('binds onEvents handlers, which get the params and the instance', async () => {
    const onClick = vi.fn();
    const { chart } = await renderChart({ onEvents: { click: onClick } });
    act(() => {
      chart.trigger('click', { name: '3月', value: 15000 } as unknown as ChartEventParams);
    });
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ name: '3月' }), chart);
  });

  it('shows the echarts loading mask while loading', async () => {
    const { chart, el, rerender } = await renderChart();
    const show = vi.spyOn(chart, 'showLoading');
    const hide = vi.spyOn(chart, 'hideLoading');
    rerender({ loading: true });
    expect(show).toHaveBeenCalled();
    expect(el).toHaveAttribute('aria-busy', 'true');
    rerender({ loading: false });
    expect(hide).toHaveBeenCalled();
    expect(el).not.toHaveAttribute('aria-busy');
  });
});

describe('Chart: resize', () => {
  it('observes its container and resizes once per frame on ResizeObserver callbacks', async () => {
    const { chart, container, el } = await renderChart();
    const observer = CapturingResizeObserver.all.at(-1)!;
    expect(observer.observed).toEqual([container.querySelector('.srp-chart')]);
    const resize = vi.spyOn(chart, 'resize');

    boxWidth(el, 900);
    observer.fire();
    observer.fire();
    observer.fire();
    expect(resize).not.toHaveBeenCalled(); // debounced to the next animation frame
    await nextFrame();
    expect(resize).toHaveBeenCalledTimes(1);
    expect(resize).toHaveBeenCalledWith({ width: 'auto', height: 'auto' });
    expect(chart.getWidth()).toBe(900);

    boxWidth(el, 1000);
    observer.fire();
    await nextFrame();
    expect(resize).toHaveBeenCalledTimes(2);
  });

  it('a report of a box whose size did not change draws nothing again (echarts would lay out every series anew)', async () => {
    const { chart, el } = await renderChart({ height: 240 });
    const observer = CapturingResizeObserver.all.at(-1)!;
    const resize = vi.spyOn(chart, 'resize');
    expect([chart.getWidth(), chart.getHeight()]).toEqual([el.clientWidth, el.clientHeight]);
    observer.fire();
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    await nextFrame();
    expect(resize).not.toHaveBeenCalled();
    // The height alone changes: drawn again.
    boxHeight(el, 300);
    observer.fire();
    await nextFrame();
    expect(resize).toHaveBeenCalledTimes(1);
    expect(chart.getHeight()).toBe(300);
  });

  it('resizes on window resize (a cached tab shown again), and stops listening after unmount', async () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    const { chart, unmount, el } = await renderChart();
    const observer = CapturingResizeObserver.all.at(-1)!;
    const resize = vi.spyOn(chart, 'resize');
    boxWidth(el, 900);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(resize).toHaveBeenCalledTimes(1);

    observer.fire(); // a frame pending at unmount is cancelled
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(cancelFrame).toHaveBeenCalled();
    const handler = addListener.mock.calls.find(([type]) => type === 'resize')![1];
    expect(removeListener).toHaveBeenCalledWith('resize', handler);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    await nextFrame();
    expect(resize).toHaveBeenCalledTimes(1);
    addListener.mockRestore();
    removeListener.mockRestore();
    cancelFrame.mockRestore();
  });
});

describe('applyChartDefaults', () => {
  const ctx = {
    palette: ['#111111', '#222222'],
    ariaLabel: '说明',
    tooltipValueFormatter: (v: unknown) => formatChartValue(v),
    axisLabelFormatter: (v: number) => `${v}!`,
  };
  type LooseOption = Record<string, unknown>;

  it('adds palette, aria, tooltip and value-axis formatting without touching category axes', () => {
    const o = applyChartDefaults(barOption([1]), ctx) as LooseOption;
    expect(o.color).toEqual(['#111111', '#222222']);
    expect(o.aria).toEqual({ enabled: true, label: { description: '说明' } });
    expect((o.xAxis as LooseOption).axisLabel).toBeUndefined();
    expect(((o.yAxis as LooseOption).axisLabel as LooseOption).formatter).toBe(ctx.axisLabelFormatter);
    expect((o.tooltip as LooseOption).trigger).toBe('axis');
    expect(o.backgroundColor).toBeUndefined();
  });

  it('never overrides what the option sets', () => {
    const formatter = (v: number) => `${v}%`;
    const valueFormatter = (v: unknown) => String(v);
    const option: ChartOption = {
      color: ['#abcdef'],
      tooltip: { trigger: 'item', valueFormatter },
      xAxis: { type: 'value', axisLabel: { formatter } },
      yAxis: [{ type: 'category', data: ['a'] }],
      series: [{ type: 'bar', data: [1] }],
      aria: { label: { description: '自定义' } },
    };
    const o = applyChartDefaults(option, ctx) as LooseOption;
    expect(o.color).toEqual(['#abcdef']);
    expect((o.tooltip as LooseOption).valueFormatter).toBe(valueFormatter);
    expect(((o.xAxis as LooseOption).axisLabel as LooseOption).formatter).toBe(formatter);
    expect((o.yAxis as LooseOption[])[0].axisLabel).toBeUndefined();
    expect(((o.aria as LooseOption).label as LooseOption).description).toBe('自定义');
    expect(option.color).toEqual(['#abcdef']); // input not mutated
    expect(Object.keys(option)).not.toContain('backgroundColor');
  });

  it('uses item tooltips for pies, heat maps and scatter; a transparent background on dark', () => {
    const pie = applyChartDefaults(
      { series: [{ type: 'pie', data: [{ name: 'I 文学', value: 3 }] }] },
      { ...ctx, dark: true },
    ) as LooseOption;
    expect((pie.tooltip as LooseOption).trigger).toBe('item');
    expect(pie.backgroundColor).toBe('transparent');
    const heat = applyChartDefaults(
      {
        xAxis: { type: 'category', data: ['一年级'] },
        yAxis: { type: 'category', data: ['I'] },
        series: [{ type: 'heatmap', data: [[0, 0, 5]] }],
      },
      ctx,
    ) as LooseOption;
    expect((heat.tooltip as LooseOption).trigger).toBe('item');
  });

  it('with reduced motion: no animation, ripples only on hover, trails off; what the option sets stays', () => {
    const option: ChartOption = {
      series: [
        { type: 'scatter', data: [[1, 2]] },
        { type: 'effectScatter', data: [[1, 2]], rippleEffect: { period: 5 } },
        { type: 'lines', data: [], effect: { show: true, period: 4 } } as never,
      ],
    };
    const calm = applyChartDefaults(option, { ...ctx, reducedMotion: true }) as LooseOption;
    const series = calm.series as LooseOption[];
    expect(calm.animation).toBe(false);
    expect(series[0]).toBe((option.series as unknown[])[0]);
    expect(series[1].showEffectOn).toBe('emphasis');
    expect(series[1].rippleEffect).toEqual({ period: 5 });
    expect(series[2].effect).toEqual({ show: false, period: 4 });
    // Input not mutated; the usual motion without the setting.
    expect((option.series as LooseOption[])[1].showEffectOn).toBeUndefined();
    const moving = applyChartDefaults(option, ctx) as LooseOption;
    expect(moving.animation).toBeUndefined();
    expect((moving.series as LooseOption[])[1].showEffectOn).toBeUndefined();
    expect((moving.series as LooseOption[])[2].effect).toEqual({ show: true, period: 4 });
    // An option that chooses its own motion keeps it.
    const own = applyChartDefaults(
      { animation: true, series: { type: 'effectScatter', showEffectOn: 'render', data: [] } },
      { ...ctx, reducedMotion: true },
    ) as LooseOption;
    expect(own.animation).toBe(true);
    expect((own.series as LooseOption).showEffectOn).toBe('render');
  });

  it('formatChartValue: numbers through the formatter, arrays element-wise, blanks as -', () => {
    expect(formatChartValue(12345)).toBe('1.23万');
    expect(formatChartValue(9999)).toBe('9999');
    expect(formatChartValue([1, 20000])).toBe('1 / 2.00万');
    expect(formatChartValue(null)).toBe('-');
    expect(formatChartValue(Number.NaN)).toBe('-');
    expect(formatChartValue('一年级')).toBe('一年级');
  });
});

describe('chart palette', () => {
  const isHex = (c: string) => /^#[0-9a-f]{6}$/.test(c);

  it('starts with the theme colour and gives distinct colours', () => {
    const p = buildPalette('#08f');
    expect(p[0]).toBe('#0088ff');
    expect(p).toHaveLength(9);
    expect(new Set(p).size).toBe(9);
    expect(p.every(isHex)).toBe(true);
    expect(buildPalette('#11a983')[0]).toBe('#11a983');
    expect(buildPalette('#11a983')).not.toEqual(p);
  });

  it('falls back to a chromatic colour for grey themes and invalid input', () => {
    for (const grey of ['#212121', '#304156', 'not-a-colour']) {
      const p = buildPalette(grey);
      expect(p[0]).not.toBe(grey);
      expect(new Set(p).size).toBe(9);
      expect(p.every(isHex)).toBe(true);
    }
  });

  it('builds a light-to-dark ramp for visual maps', () => {
    const ramp = buildSequentialRamp('#08f', 5);
    expect(ramp).toHaveLength(5);
    const lum = (c: string) => parseInt(c.slice(1, 3), 16) + parseInt(c.slice(3, 5), 16) + parseInt(c.slice(5, 7), 16);
    for (let i = 1; i < ramp.length; i++) expect(lum(ramp[i])).toBeLessThan(lum(ramp[i - 1]));
  });
});

describe('Chart: parts on demand', () => {
  it('an option asks only for the parts it draws beyond the core (bars, lines, grid, tooltip, legend, mark lines)', () => {
    expect(requiredParts(barOption([1]), 'canvas')).toEqual([]);
    expect(requiredParts(barOption([1]), 'svg')).toEqual(['svg']);
    const radar: ChartOption = { radar: { indicator: [{ name: 'a', max: 1 }] }, series: [{ type: 'radar', data: [{ value: [1] }] }] };
    expect(requiredParts(radar, 'canvas')).toEqual(['radar']);
    const heat: ChartOption = { visualMap: { min: 0, max: 1 }, xAxis: {}, yAxis: {}, series: [{ type: 'heatmap', data: [] }] };
    expect(requiredParts(heat, 'canvas')).toEqual(['heatmap', 'visualMap']);
    const wall: ChartOption = {
      geo: { map: 'x' },
      title: { text: 't' },
      series: [{ type: 'map' }, { type: 'effectScatter', data: [] }, { type: 'lines', data: [] }, { type: 'bar', markPoint: { data: [] } }],
    };
    expect(requiredParts(wall, 'canvas')).toEqual(['effectScatter', 'lines', 'map', 'markPoint', 'title']);
  });

  it('a pie waits for its part, then renders; the part is registered once for every later chart', async () => {
    const pie: ChartOption = {
      series: [
        {
          type: 'pie',
          data: [
            { name: '笔记', value: 3 },
            { name: '书评', value: 1 },
          ],
        },
      ],
    };
    const onReady = vi.fn<(chart: ChartInstance) => void>();
    const { container, unmount } = render(<Chart option={pie} ariaLabel="多元表达分类" onReady={onReady} />);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(container.querySelector('svg')).not.toBeNull();
    unmount();
    await loadChartParts(['pie']);
    const again = render(<Chart option={pie} ariaLabel="多元表达分类" />);
    // Already registered: drawn in the first render, no placeholder.
    expect(again.container.querySelector('.srp-chart-parts-loading')).toBeNull();
  });

  it('while its part loads, the chart is a named, busy status region (axe: an aria-label needs a role)', async () => {
    const funnel: ChartOption = { series: [{ type: 'funnel', data: [{ name: '借阅', value: 3 }] }] };
    const onReady = vi.fn<(chart: ChartInstance) => void>();
    render(<Chart option={funnel} ariaLabel="借阅漏斗" onReady={onReady} />);
    const placeholder = screen.getByRole('status', { name: '借阅漏斗（加载中）' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(screen.queryByRole('status', { name: '借阅漏斗（加载中）' })).toBeNull();
  });
});

describe('Chart: the engine chunk', () => {
  it('loads once; a map registered before the map part is in is registered with it (echarts alone would drop it)', async () => {
    const { loadChartCore, registerChartMap } = await import('@/components/chart');
    const geo = { type: 'FeatureCollection', features: [] } as unknown as Parameters<typeof registerChartMap>[1];
    const core = await loadChartCore();
    expect(await loadChartCore()).toBe(core);
    registerChartMap('测试区', geo);
    // echarts' own registerMap is a no-op without the geo code: the map waits for the part.
    expect(core.echarts.getMap('测试区')).toBeFalsy();
    await loadChartParts(['map']);
    expect(core.echarts.getMap('测试区')).toBeTruthy();
    registerChartMap('测试区2', geo);
    expect(core.echarts.getMap('测试区2')).toBeTruthy();
  });
});

/** An IntersectionObserver a test drives: `enter(el)` tells the chart on `el` it has come near the screen. */
class DrivenIntersectionObserver {
  static all: DrivenIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    DrivenIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  static enter(el: Element) {
    for (const o of DrivenIntersectionObserver.all.filter((x) => x.observed.includes(el) && !x.disconnected)) {
      act(() =>
        o.callback([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver),
      );
    }
  }
}

describe('Chart: drawn when it comes near the screen', () => {
  beforeEach(() => {
    DrivenIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', DrivenIntersectionObserver);
  });

  it('below the fold: no instance, its description already there; drawn (once) when it scrolls near', async () => {
    const onReady = vi.fn<(chart: ChartInstance) => void>();
    const { container } = render(<Chart option={barOption([1, 2])} ariaLabel="各月借阅量柱状图" onReady={onReady} />);
    const wrapper = container.querySelector<HTMLElement>('.srp-chart')!;
    expect(screen.getByRole('img', { name: '各月借阅量柱状图' })).toHaveClass('srp-chart-offscreen');
    // Not a loading placeholder: a settled page may keep charts below the fold undrawn.
    expect(container.querySelector('.srp-chart-parts-loading')).toBeNull();
    const [observer] = DrivenIntersectionObserver.all;
    expect(observer.observed).toEqual([wrapper]);
    expect(observer.options?.rootMargin).toBe('200px 0px');
    await loadChartParts([]);
    expect(initSpy).not.toHaveBeenCalled();
    DrivenIntersectionObserver.enter(wrapper);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(observer.disconnected).toBe(true);
    expect(container.querySelector('.srp-chart-offscreen')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('printing draws every chart not drawn yet (the 打印 button, and the browser print command through beforeprint)', async () => {
    const { drawEveryChart, printWithCharts } = await import('@/components/chart');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const onReady = vi.fn<(chart: ChartInstance) => void>();
    const { container } = render(
      <>
        <Chart option={barOption([1, 2])} ariaLabel="甲" onReady={onReady} />
        <Chart option={barOption([3, 4])} ariaLabel="乙" onReady={onReady} />
      </>,
    );
    await loadChartParts([]);
    expect(container.querySelectorAll('.srp-chart-offscreen')).toHaveLength(2);
    act(() => printWithCharts());
    // Drawn at once (synchronously rendered); the dialog opens once both have drawn.
    expect(container.querySelectorAll('.srp-chart-offscreen')).toHaveLength(0);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(container.querySelectorAll('.srp-chart svg')).toHaveLength(2);
    // The drawing (svg) is what printing waits for; onReady follows echarts-for-react's asynchronous init.
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(2));

    const late = render(<Chart option={barOption([5])} ariaLabel="丙" />);
    expect(late.container.querySelector('.srp-chart-offscreen')).not.toBeNull();
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(late.container.querySelector('.srp-chart-offscreen')).toBeNull();
    act(() => drawEveryChart());
  });

  it('a wall (ChartDrawWhenNearProvider false) draws every chart at once, observing nothing', async () => {
    const { ChartDrawWhenNearProvider } = await import('@/components/chart');
    const onReady = vi.fn<(chart: ChartInstance) => void>();
    render(
      <ChartDrawWhenNearProvider value={false}>
        <Chart option={barOption([1, 2])} ariaLabel="墙上的图" onReady={onReady} />
      </ChartDrawWhenNearProvider>,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(DrivenIntersectionObserver.all).toHaveLength(0);
  });
});

describe('Chart: one chart draws at a time', () => {
  it('charts ready together draw one after the other: the next mounts its instance only once the one before has drawn', async () => {
    const { ChartDrawWhenNearProvider } = await import('@/components/chart');
    await loadChartParts([]);
    const events: string[] = [];
    const names = ['甲', '乙', '丙'];
    const observer = new MutationObserver(() => {
      for (const name of names) {
        const mounted = document.querySelector(`.echarts-for-react[aria-label="${name}"]`);
        if (mounted && !events.includes(`mount ${name}`)) events.push(`mount ${name}`);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
    render(
      <ChartDrawWhenNearProvider value={false}>
        {names.map((name, i) => (
          <Chart key={name} option={barOption([i + 1, 2])} ariaLabel={name} onReady={() => events.push(`ready ${name}`)} />
        ))}
      </ChartDrawWhenNearProvider>,
    );
    await waitFor(() => expect(events.filter((e) => e.startsWith('ready'))).toHaveLength(3));
    observer.disconnect();
    // Each chart's instance is made after the previous chart has reported ready: mount, ready, mount, ready …
    expect(events.map((e) => e.split(' ')[0])).toEqual(['mount', 'ready', 'mount', 'ready', 'mount', 'ready']);
    expect(new Set(events.map((e) => e.split(' ')[1]))).toEqual(new Set(names));
    for (let i = 0; i < events.length; i += 2) expect(events[i].split(' ')[1]).toBe(events[i + 1].split(' ')[1]);
  });

  it('a chart unmounted while it draws hands the turn on: the chart after it still draws', async () => {
    const { ChartDrawWhenNearProvider } = await import('@/components/chart');
    await loadChartParts([]);
    const onReady = vi.fn<(chart: ChartInstance) => void>();
    const page = (first: boolean) => (
      <ChartDrawWhenNearProvider value={false}>
        {first && <Chart option={barOption([1])} ariaLabel="先" />}
        <Chart option={barOption([2])} ariaLabel="后" onReady={onReady} />
      </ChartDrawWhenNearProvider>
    );
    const { rerender, container } = render(page(true));
    // The first holds the turn (its instance is mounted); the second waits.
    expect(container.querySelector('.echarts-for-react[aria-label="先"]')).not.toBeNull();
    expect(container.querySelector('.echarts-for-react[aria-label="后"]')).toBeNull();
    rerender(page(false));
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  });
});
