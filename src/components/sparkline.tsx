/**
 * A small trend line for a table cell (a school's loans by month): plain SVG, no chart engine — a table of 30 schools
 * draws 30 of them at once. Gaps (null) break the line; the last point is marked. Named for screen readers by `label`.
 */
const WIDTH = 96;
const HEIGHT = 24;
const PAD = 2;

export function Sparkline({
  values,
  label,
  color = 'var(--srp-primary, #08f)',
}: {
  values: readonly (number | null)[];
  label: string;
  color?: string;
}) {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return <span aria-label={label}>—</span>;
  const max = Math.max(...known);
  const min = Math.min(0, ...known);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, values.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - min) * (HEIGHT - 2 * PAD)) / Math.max(1, max - min);
  const segments: string[] = [];
  let current = '';
  values.forEach((v, i) => {
    if (v === null) {
      if (current) segments.push(current);
      current = '';
    } else current += `${current ? ' L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const lastIndex = values.reduce<number>((at, v, i) => (v === null ? at : i), -1);
  return (
    <svg className="srp-sparkline" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
      ))}
      {lastIndex >= 0 && <circle cx={x(lastIndex)} cy={y(values[lastIndex] as number)} r={2} fill={color} />}
    </svg>
  );
}
