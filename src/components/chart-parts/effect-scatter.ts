/** Chart part loaded on demand by src/components/chart.tsx (ripple scatter series). */
import { EffectScatterChart } from 'echarts/charts';

export default [EffectScatterChart];
