/**
 * The chart engine, one file (vite.config.ts CHUNK_GROUPS), loaded by src/components/chart.tsx once a page that
 * draws charts has painted (in parallel with the page's data calls), not before the page's first render: ECharts'
 * core with what nearly every chart draws (bars and lines on a grid, tooltip, legend, mark lines, aria, the canvas
 * renderer) and echarts-for-react. Every other series type, component and the SVG renderer is a part of its own
 * (./*.ts).
 */
import * as echarts from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent, AriaComponent, CanvasRenderer]);

/** @public read by src/components/chart.tsx from the dynamically imported module (knip cannot see that use) */
export { echarts, ReactEChartsCore };
