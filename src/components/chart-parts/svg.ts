/** Chart part loaded on demand by src/components/chart.tsx (SVG renderer: jsdom and where no 2D canvas exists). */
import { SVGRenderer } from 'echarts/renderers';

export default [SVGRenderer];
