/** Chart part loaded on demand by src/components/chart.tsx (visualMap component). */
import { VisualMapComponent } from 'echarts/components';

export default [VisualMapComponent];
