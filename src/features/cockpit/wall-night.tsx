/**
 * A kiosk wall's off hours (wall-schedule.ts, docs/pages.md "Kiosk mode"): instead of its pages, a dim clock on
 * black that moves a little every minute (no burn-in), when the pages come back, and 数据截至 — its one call
 * (overall/overview/queryDataStatus), asked every WALL.offHoursRefreshMs instead of every minute.
 */
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { dataStatus } from '@/api/contract/overview';
import { useNow } from './use-now';
import { WALL } from './wall-config';
import { WallTimingContext, useWallTiming } from './wall-context';
import { useWallQuery } from './wall-query';
import { offHoursEnd, type OffHours } from './wall-schedule';
import { asOfText } from './wall-status';

/** Where the clock sits, minute by minute (design px from the centre). */
const SPOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [-220, -120],
  [240, 90],
  [-160, 150],
  [200, -140],
  [-260, 40],
];

function AsOf() {
  const status = useWallQuery(dataStatus);
  return status.data ? (
    <span className="srp-wall-night__line">数据截至 {asOfText(status.data.dataDate, status.data.updatedAt)}</span>
  ) : null;
}

/** When the pages come back: '07:00' today, '明天 07:00', else 'M月D日 HH:mm'. */
function whenBack(end: Date, now: dayjs.Dayjs): string {
  const at = dayjs(end);
  if (at.isSame(now, 'day')) return at.format('HH:mm');
  if (at.isSame(now.add(1, 'day'), 'day')) return `明天 ${at.format('HH:mm')}`;
  return at.format('M月D日 HH:mm');
}

export function WallNight({ schedule }: { schedule: OffHours | null }) {
  const now = useNow(10_000);
  const timing = useWallTiming();
  const slow = useMemo(() => ({ ...timing, refreshMs: Math.max(timing.refreshMs, WALL.offHoursRefreshMs) }), [timing]);
  const t = dayjs(now);
  const end = offHoursEnd(schedule, new Date(now));
  const [x, y] = SPOTS[Math.floor(now / 60_000) % SPOTS.length];
  return (
    <div className="srp-wall-night" data-testid="wall-night">
      <div className="srp-wall-night__face" style={{ transform: `translate(${x}px, ${y}px)` }}>
        <span className="srp-wall-night__time">{t.format('HH:mm')}</span>
        <span className="srp-wall-night__line">{t.format('YYYY年M月D日 dddd')}</span>
        {end && <span className="srp-wall-night__line">非展示时段 · {whenBack(end, t)} 恢复显示</span>}
        <WallTimingContext.Provider value={slow}>
          <AsOf />
        </WallTimingContext.Provider>
      </div>
    </div>
  );
}
