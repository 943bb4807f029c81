/**
 * The assessment pages' charts: the one Chart, drawn as SVG so that a printout or a PDF stays sharp, with a
 * viewBox on the drawing (zrender's live SVG has none), so that print CSS can scale it to the paper's width.
 */
import { useCallback } from 'react';
import { Chart, type ChartInstance, type ChartProps } from '@/components/chart';

/** Gives the chart's SVG a viewBox of its drawn size (after every render, which may follow a resize). */
function fitViewBox(chart: ChartInstance): void {
  const fit = () => {
    const svg = chart.getDom().querySelector('svg');
    const w = svg?.getAttribute('width');
    const h = svg?.getAttribute('height');
    if (svg && w && h) svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  };
  fit();
  chart.on('finished', fit);
}

export function PrintChart(props: Omit<ChartProps, 'renderer' | 'onReady'>) {
  const onReady = useCallback((chart: ChartInstance) => fitViewBox(chart), []);
  return <Chart {...props} renderer="svg" onReady={onReady} />;
}
