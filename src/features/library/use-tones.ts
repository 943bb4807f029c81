import { useMemo } from 'react';
import { useChartPalette } from '@/components/chart';
import { buildSequentialRamp } from '@/components/chart-palette';
import type { Tones } from './charts';

/**
 * Chart colours of the library pages, from the theme colour: pairs such as 借出/归还 are the theme colour and
 * a tint of it, ordered buckets a light-to-dark ramp, and one warm accent (the palette's amber) for per-person
 * lines. They follow a theme change.
 */
export function useTones(): Tones {
  const { primary, colors } = useChartPalette();
  return useMemo(() => {
    const ramp = buildSequentialRamp(primary, 7);
    return { primary: colors[0] ?? primary, light: ramp[2] ?? primary, ramp, accent: colors[4] ?? '#faad14' };
  }, [primary, colors]);
}
