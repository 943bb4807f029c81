/** Chart part loaded on demand by src/components/chart.tsx (dataZoom component). */
import { DataZoomComponent } from 'echarts/components';

export default [DataZoomComponent];
