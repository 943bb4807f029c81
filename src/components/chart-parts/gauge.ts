/** Chart part loaded on demand by src/components/chart.tsx (gauge series). */
import { GaugeChart } from 'echarts/charts';

export default [GaugeChart];
