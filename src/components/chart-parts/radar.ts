/** Chart part loaded on demand by src/components/chart.tsx (radar series and coordinate system). */
import { RadarChart } from 'echarts/charts';
import { RadarComponent } from 'echarts/components';

export default [RadarChart, RadarComponent];
