/** Chart part loaded on demand by src/components/chart.tsx (heat map series). */
import { HeatmapChart } from 'echarts/charts';

export default [HeatmapChart];
