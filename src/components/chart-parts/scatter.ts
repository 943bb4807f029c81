/** Chart part loaded on demand by src/components/chart.tsx (scatter series). */
import { ScatterChart } from 'echarts/charts';

export default [ScatterChart];
