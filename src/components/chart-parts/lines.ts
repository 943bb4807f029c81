/** Chart part loaded on demand by src/components/chart.tsx (lines series (flying lines)). */
import { LinesChart } from 'echarts/charts';

export default [LinesChart];
