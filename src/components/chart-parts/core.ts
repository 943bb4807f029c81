/**
 * The chart engine, one file (vite.config.ts CHUNK_GROUPS), loaded by src/components/chart.tsx once a page that
 * draws charts has painted (in parallel with the page's data calls), not before the page's first render: ECharts'
 * core with what nearly every chart draws (bars and lines on a grid, tooltip, legend, mark lines, aria, the canvas
 * renderer) and echarts-for-react. Every other series type, component and the SVG renderer is a part of its own
 * (./*.ts).
 */
import * as echarts from 'echarts/core';
import type { EChartsType } from 'echarts/core';
import EChartsReactCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent, AriaComponent, CanvasRenderer]);

/**
 * What a chart that is gone hands to the code still running for it: it takes an option, a loading state and events,
 * and says it is disposed (src/components/chart.tsx's onChartReady then lets it go).
 */
const GONE = {
  setOption() {},
  showLoading() {},
  hideLoading() {},
  on() {},
  off() {},
  resize() {},
  dispose() {},
  isDisposed: () => true,
} as unknown as EChartsType;

/**
 * echarts-for-react's component, safe from its own race: it makes a chart in two steps (a measuring instance, then
 * the real one on the first's 'finished') and sets the option after an await. When the component has been unmounted
 * in between (a widget that shows its loading state again, a page left: a CI run of areas.spec on a campus switch), its
 * element is gone and echarts' getInstanceByDom(null) threw, an unhandled rejection on the page. Now the resumed code
 * finds GONE; the real instance was disposed with the component (tests/unit/chart.test.tsx).
 */
class ReactEChartsCore extends EChartsReactCore {
  getEchartsInstance(): EChartsType {
    const ele: HTMLElement | null = this.ele;
    return ele ? super.getEchartsInstance() : GONE;
  }
}

/** @public read by src/components/chart.tsx from the dynamically imported module (knip cannot see that use) */
export { echarts, ReactEChartsCore };
