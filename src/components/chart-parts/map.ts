/** Chart part loaded on demand by src/components/chart.tsx (map series and geo coordinate system). */
import { MapChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';

export default [MapChart, GeoComponent];
