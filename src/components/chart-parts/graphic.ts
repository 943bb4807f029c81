/** Chart part loaded on demand by src/components/chart.tsx (graphic component). */
import { GraphicComponent } from 'echarts/components';

export default [GraphicComponent];
