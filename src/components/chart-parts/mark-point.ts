/** Chart part loaded on demand by src/components/chart.tsx (markPoint component). */
import { MarkPointComponent } from 'echarts/components';

export default [MarkPointComponent];
