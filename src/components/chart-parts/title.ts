/** Chart part loaded on demand by src/components/chart.tsx (title component). */
import { TitleComponent } from 'echarts/components';

export default [TitleComponent];
