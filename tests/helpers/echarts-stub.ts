/**
 * jsdom support for the real ECharts (src/components/chart.tsx), loaded as a side-effect import.
 * Not a fake chart: echarts runs for real with the SVG renderer, which chart.tsx picks when no 2D canvas
 * context exists. This module only removes jsdom's gaps and noise:
 * - `HTMLCanvasElement.prototype.getContext` returns null quietly (jsdom prints "Not implemented" for
 *   every call; zrender falls back to estimating text widths);
 * - chart elements get a size (jsdom has no layout, so clientWidth/clientHeight are 0, echarts warns
 *   "Can't get DOM width or height" and draws into 0×0): width 800, height from the chart wrapper's
 *   inline px height (default 300).
 *
 * Use: `import '../helpers/echarts-stub';` at the top of a test, or globally by adding
 * 'tests/helpers/echarts-stub.ts' to `test.setupFiles` in vitest.config.ts (before tests/setup.ts).
 */
const FLAG = Symbol.for('srp.echartsStub');
const g = globalThis as unknown as Record<symbol, boolean>;

export const STUB_CHART_WIDTH = 800;
export const STUB_CHART_HEIGHT = 300;

function chartSize(el: HTMLElement, axis: 'width' | 'height'): number | null {
  if (!el.classList.contains('echarts-for-react')) return null;
  if (axis === 'width') return STUB_CHART_WIDTH;
  const wrapper = el.parentElement;
  const px = wrapper ? /^(\d+(?:\.\d+)?)px$/.exec(wrapper.style.height) : null;
  return px ? Number(px[1]) : STUB_CHART_HEIGHT;
}

if (typeof window !== 'undefined' && !g[FLAG]) {
  g[FLAG] = true;
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    writable: true,
    value: () => null,
  });
  for (const [prop, axis] of [
    ['clientWidth', 'width'],
    ['clientHeight', 'height'],
  ] as const) {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, prop);
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return chartSize(this, axis) ?? (original?.get ? (original.get.call(this) as number) : 0);
      },
    });
  }
}
