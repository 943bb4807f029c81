import { isOffHours, offHoursEnd, offHoursOf, parseOffHours } from '@/features/cockpit/wall-schedule';
import { asOfText, wallStatus } from '@/features/cockpit/wall-status';
import { isConnectionProblem, wallErrorText, wallErrorToastShown } from '@/features/cockpit/wall-errors';
import { ApiError } from '@/api/errors';
import { MESSAGES } from '@/config/constants';

/**
 * A kiosk wall's off hours (`off` / VITE_WALL_OFF_HOURS, docs/pages.md "Kiosk mode"), and what the wall's header
 * and panels say about its data: 数据截至, 更新于, the line when something is wrong, in the wall's words.
 */

/** A local date: 2026-11-23 is a Monday, 2026-11-28 a Saturday. */
const at = (day: number, hh: number, mm = 0) => new Date(2026, 10, day, hh, mm);

describe('off hours', () => {
  test('a night window runs past midnight; the day is on', () => {
    const night = parseOffHours('20:00-07:00');
    expect(night).toEqual({ windows: [[1200, 420]], weekend: false });
    expect(isOffHours(night, at(23, 19, 59))).toBe(false);
    expect(isOffHours(night, at(23, 20, 0))).toBe(true);
    expect(isOffHours(night, at(24, 3, 0))).toBe(true);
    expect(isOffHours(night, at(24, 6, 59))).toBe(true);
    expect(isOffHours(night, at(24, 7, 0))).toBe(false);
    expect(isOffHours(night, at(24, 12, 0))).toBe(false);
  });

  test('weekends, and several windows', () => {
    const s = parseOffHours(' 12:00-13:30 , 22:00-06:00, weekend ');
    expect(s?.weekend).toBe(true);
    expect(isOffHours(s, at(28, 12, 0))).toBe(true); // Saturday noon
    expect(isOffHours(s, at(29, 15, 0))).toBe(true); // Sunday
    expect(isOffHours(s, at(23, 12, 45))).toBe(true); // Monday lunch
    expect(isOffHours(s, at(23, 14, 0))).toBe(false);
    expect(parseOffHours('weekends')).toEqual({ windows: [], weekend: true });
  });

  test('anything that is not a schedule is no schedule at all (a typo never blacks a wall out)', () => {
    for (const bad of [
      '',
      '0',
      '20:00',
      '20:00-',
      '25:00-07:00',
      '20:00-07:60',
      '8-9',
      '20:00-20:00',
      'nights',
      '20:00-07:00,x',
      '1:00-2:00-3:00',
    ]) {
      expect(parseOffHours(bad), bad).toBeNull();
    }
    expect(parseOffHours(undefined)).toBeNull();
  });

  test('the URL’s schedule wins over the deployment’s; off=0 turns the deployment’s off', () => {
    expect(offHoursOf(null, '20:00-07:00')).toEqual({ windows: [[1200, 420]], weekend: false });
    expect(offHoursOf('weekend', '20:00-07:00')).toEqual({ windows: [], weekend: true });
    expect(offHoursOf('0', '20:00-07:00')).toBeNull();
    expect(offHoursOf(null, '')).toBeNull();
  });

  test('when the off hours end: the next morning; after a weekend night, Monday morning', () => {
    const s = parseOffHours('20:00-07:00,weekend');
    expect(offHoursEnd(s, at(23, 21, 0))).toEqual(at(24, 7, 0));
    expect(offHoursEnd(s, at(27, 22, 30))).toEqual(at(30, 7, 0)); // Friday night → Monday 07:00
    expect(offHoursEnd(s, at(24, 10, 0))).toBeNull();
    expect(offHoursEnd(null, at(24, 10, 0))).toBeNull();
  });
});

describe('数据截至 and the status line', () => {
  test('数据截至: the date, with the time of the last update when it was that day', () => {
    expect(asOfText('2026-11-22', '2026-11-22T10:30:00+08:00')).toBe('2026-11-22 10:30');
    expect(asOfText('2026-08-31', '2026-11-22T10:30:00+08:00')).toBe('2026-08-31');
  });

  const up = { down: false, since: 0, reason: '' };
  const t = new Date(2026, 10, 22, 9, 5).getTime();

  test('all current: 更新于 the oldest data on screen; before any data: 数据加载中', () => {
    expect(wallStatus({ oldest: t, stale: 0, failed: 0 }, up)).toEqual({ text: '更新于 09:05' });
    expect(wallStatus({ oldest: 0, stale: 0, failed: 0 }, up)).toEqual({ text: '数据加载中' });
  });

  test('panels not current: amber, how many', () => {
    expect(wallStatus({ oldest: t, stale: 2, failed: 0 }, up)).toEqual({ tone: 'stale', text: '更新于 09:05 · 2 项数据未更新' });
  });

  test('the server out of reach: red, in words, with the time of the data shown — never 数据加载中', () => {
    const down = { down: true, since: t, reason: '网络连接中断' };
    expect(wallStatus({ oldest: t, stale: 7, failed: 0 }, down)).toEqual({ tone: 'down', text: '网络连接中断，显示的是 09:05 的数据' });
    expect(wallStatus({ oldest: 0, stale: 0, failed: 7 }, down)).toEqual({ tone: 'down', text: '网络连接中断，恢复后自动显示数据' });
    // Every panel failed though the server answered (with errors): not 数据加载中 either.
    expect(wallStatus({ oldest: 0, stale: 0, failed: 3 }, up)).toEqual({ tone: 'down', text: '3 项数据未能加载，正在重试' });
  });

  test('a failure in the wall’s words: never the browser’s or the gateway’s text, never a call id', () => {
    const e = (kind: ConstructorParameters<typeof ApiError>[0], message: string, status?: number) =>
      new ApiError(kind, message, { status, endpoint: 'overall.overview.queryBasicData' });
    expect(wallErrorText(e('network', 'Network Error'))).toBe('网络连接中断');
    expect(wallErrorText(e('timeout', '请求超时（60 秒）'))).toBe('服务器响应超时');
    expect(wallErrorText(e('http', 'Bad Gateway', 502))).toBe('服务器暂时无法访问');
    expect(wallErrorText(e('http', 'Not Found', 404))).toBe('服务器未能提供数据');
    expect(wallErrorText(e('code', '学校不存在'))).toBe('学校不存在');
    expect(wallErrorText(e('code', 'internal error'))).toBe('服务器未能提供数据');
    expect(wallErrorText(e('validation', '数据格式错误：… 字段 rows'))).toBe('收到的数据格式有误');
    expect(wallErrorText(new TypeError('x is undefined'))).toBe('显示出错');
    expect(isConnectionProblem(e('network', 'Network Error'))).toBe(true);
    expect(isConnectionProblem(e('http', 'Service Unavailable', 503))).toBe(true);
    expect(isConnectionProblem(e('http', 'Unauthorized', 401))).toBe(false);
    expect(isConnectionProblem(e('code', '学校不存在'))).toBe(false);
  });

  test('the only error toasts a wall shows are the session’s messages', () => {
    expect(wallErrorToastShown(MESSAGES.sessionExpired)).toBe(true);
    expect(wallErrorToastShown('Network Error')).toBe(false);
    expect(wallErrorToastShown('统计服务暂不可用')).toBe(false);
    expect(wallErrorToastShown(MESSAGES.hasError)).toBe(false);
  });
});
