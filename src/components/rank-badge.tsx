/** The rank of a row: a number, with gold, silver and bronze medals for places 1–3 (ties share the medal). */
import type { CSSProperties } from 'react';

const MEDALS: Record<number, { bg: string; fg: string }> = {
  1: { bg: '#f5b800', fg: '#fff' }, // gold
  2: { bg: '#a6afbd', fg: '#fff' }, // silver
  3: { bg: '#c97a40', fg: '#fff' }, // bronze
};

export function RankBadge({ rank }: { rank: number | null }) {
  if (rank === null) return <span>-</span>;
  const medal = MEDALS[rank];
  const base: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 24,
    height: 24,
    borderRadius: 12,
    padding: '0 6px',
    fontVariantNumeric: 'tabular-nums',
  };
  return (
    <span
      className={medal ? `srp-rank srp-rank-${rank}` : 'srp-rank'}
      aria-label={`第${rank}名`}
      style={medal ? { ...base, background: medal.bg, color: medal.fg, fontWeight: 600 } : base}
    >
      {rank}
    </span>
  );
}
