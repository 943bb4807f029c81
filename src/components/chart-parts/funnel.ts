/** Chart part loaded on demand by src/components/chart.tsx (funnel series). */
import { FunnelChart } from 'echarts/charts';

export default [FunnelChart];
