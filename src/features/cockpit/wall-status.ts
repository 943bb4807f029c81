/**
 * What the wall's header says about its data (docs/pages.md, "The wall shell"), as pure functions: 数据截至 — the
 * server's own date and time of its data — and one line on this screen's data: 更新于 HH:mm when all is well, the
 * panels not current, the server out of reach with the time of the data still shown, or nothing yet.
 */
import dayjs from 'dayjs';
import type { WallConnection } from './wall-connection';
import type { WallFreshness } from './use-wall-freshness';

/**
 * 数据截至: the date, with the time of the server's last update when it was that day ('2026-11-22 10:30'), both as
 * the server wrote them (its own clock and offset: a screen with a wrong time zone still says what the server says).
 */
export function asOfText(dataDate: string, updatedAt: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(updatedAt);
  return m && m[1] === dataDate ? `${dataDate} ${m[2]}` : dataDate;
}

export interface StatusLine {
  text: string;
  /** stale: amber (panels not current); down: red (the server cannot be reached, or nothing could be loaded). */
  tone?: 'stale' | 'down';
}

const hhmm = (ms: number) => dayjs(ms).format('HH:mm');

export function wallStatus(panels: WallFreshness, connection: WallConnection): StatusLine {
  const { oldest, stale, failed } = panels;
  if (connection.down) {
    return {
      tone: 'down',
      text: oldest > 0 ? `${connection.reason}，显示的是 ${hhmm(oldest)} 的数据` : `${connection.reason}，恢复后自动显示数据`,
    };
  }
  // Every panel failed before it had data: never 数据加载中 (the server answered, but not with data).
  if (oldest === 0 && failed > 0) return { tone: 'down', text: `${failed} 项数据未能加载，正在重试` };
  if (stale > 0) return { tone: 'stale', text: `更新于 ${hhmm(oldest)} · ${stale} 项数据未更新` };
  if (oldest > 0) return { text: `更新于 ${hhmm(oldest)}` };
  return { text: '数据加载中' };
}
