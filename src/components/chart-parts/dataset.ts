/** Chart part loaded on demand by src/components/chart.tsx (dataset component). */
import { DatasetComponent } from 'echarts/components';

export default [DatasetComponent];
