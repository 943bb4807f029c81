/** Chart part loaded on demand by src/components/chart.tsx (pie series, with label layout). */
import { PieChart } from 'echarts/charts';
import { LabelLayout } from 'echarts/features';

export default [PieChart, LabelLayout];
