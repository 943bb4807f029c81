import fc from 'fast-check';
import { countAxisLabel, formatLarge, numberFormatter, formatRelativeTime, toThousands, wanAxisLabel } from '@/utils/format';
import { pageTitle } from '@/utils/title';

describe('formatLarge (docs/rules.md#numbers: above 9999, divided by 9999 to 2 decimals)', () => {
  test('9999 is the last number shown as is', () => {
    expect(formatLarge(9999)).toBe('9999');
    expect(formatLarge(0)).toBe('0');
    expect(formatLarge(42)).toBe('42');
  });

  test('10000 is the first one divided', () => {
    expect(formatLarge(10000)).toBe('1.00万');
  });

  test('the divisor is 9999, not 10000', () => {
    expect(formatLarge(123456)).toBe(`${(123456 / 9999).toFixed(2)}万`);
    expect(formatLarge(123456)).toBe('12.35万');
    // 1999800 / 9999 = 200 exactly; / 10000 would give 199.98.
    expect(formatLarge(1999800)).toBe('200.00万');
    expect(formatLarge(99990000)).toBe('10000.00万');
  });

  test('a custom unit replaces 万', () => {
    expect(formatLarge(19998, 'w')).toBe('2.00w');
  });

  test('negative numbers: small ones as is, large ones by magnitude', () => {
    expect(formatLarge(-5)).toBe('-5');
    expect(formatLarge(-9999)).toBe('-9999');
    expect(formatLarge(-123456)).toBe(`${(-123456 / 9999).toFixed(2)}万`);
  });

  test('fractions keep at most two decimals without trailing zeros', () => {
    expect(formatLarge(12.345)).toBe('12.35');
    expect(formatLarge(12.5)).toBe('12.5');
    expect(formatLarge(0.001)).toBe('0');
  });

  test('from 10^8 on: divided by 10^8 to 2 decimals, with 亿', () => {
    expect(formatLarge(6_224_208_200)).toBe('62.24亿');
    expect(formatLarge(100_000_000)).toBe('1.00亿');
    expect(formatLarge(-250_000_000)).toBe('-2.50亿');
    // The last count in 万 (still by 9999).
    expect(formatLarge(99_999_999)).toBe(`${(99_999_999 / 9999).toFixed(2)}万`);
  });

  test('axis labels agree with the cells: 亿 on an axis whose largest value is 10^8 or more', () => {
    const yi = countAxisLabel([6_224_208_200, 1_000_000]);
    expect(yi(6_000_000_000)).toBe('60亿');
    expect(yi(2_500_000_000)).toBe('25亿');
    expect(yi(0)).toBe('0');
    const wan = countAxisLabel([50_000_000]);
    expect(wan).toBe(wanAxisLabel);
    expect(wan(19_998)).toBe('2万');
    // The top tick above the data: in 亿, never '10001万'.
    expect(wan(100_000_000)).toBe('1亿');
  });

  test('NaN, infinities, null and undefined show "-"', () => {
    expect(formatLarge(Number.NaN)).toBe('-');
    expect(formatLarge(Number.POSITIVE_INFINITY)).toBe('-');
    expect(formatLarge(Number.NEGATIVE_INFINITY)).toBe('-');
    expect(formatLarge(null)).toBe('-');
    expect(formatLarge(undefined)).toBe('-');
  });
});

describe('numberFormatter (k, M, G, T, P, E)', () => {
  test.each([
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1e6, '1M'],
    [2.5e6, '2.5M'],
    [1e9, '1G'],
    [3.25e12, '3.3T'],
    [1e15, '1P'],
    [7e18, '7E'],
  ])('%d → %s', (n, expected) => {
    expect(numberFormatter(n)).toBe(expected);
  });

  test('digits controls the decimals kept, trailing zeros dropped', () => {
    expect(numberFormatter(1234567, 2)).toBe('1.23M');
    expect(numberFormatter(1500, 3)).toBe('1.5k');
    expect(numberFormatter(2000, 2)).toBe('2k');
  });

  test('negative numbers keep their sign', () => {
    expect(numberFormatter(-1500)).toBe('-1.5k');
    expect(numberFormatter(-12)).toBe('-12');
  });

  test('non-finite input shows "-"', () => {
    expect(numberFormatter(Number.NaN)).toBe('-');
    expect(numberFormatter(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const ago = (seconds: number) => now - seconds * 1000;

  test("under 30 seconds is '刚刚'", () => {
    expect(formatRelativeTime(now, now)).toBe('刚刚');
    expect(formatRelativeTime(ago(29), now)).toBe('刚刚');
    expect(formatRelativeTime(ago(29.9), now)).toBe('刚刚');
  });

  test('from 30 seconds to under an hour, minutes (rounded up)', () => {
    expect(formatRelativeTime(ago(30), now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(60), now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(61), now)).toBe('2分钟前');
    expect(formatRelativeTime(ago(45 * 60), now)).toBe('45分钟前');
    expect(formatRelativeTime(ago(3599), now)).toBe('60分钟前');
  });

  test('from an hour to under a day, hours (rounded up)', () => {
    expect(formatRelativeTime(ago(3600), now)).toBe('1小时前');
    expect(formatRelativeTime(ago(3601), now)).toBe('2小时前');
    expect(formatRelativeTime(ago(5 * 3600), now)).toBe('5小时前');
    expect(formatRelativeTime(ago(24 * 3600 - 1), now)).toBe('24小时前');
  });

  test("from a day to under two days, '1天前'", () => {
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe('1天前');
    expect(formatRelativeTime(ago(47 * 3600), now)).toBe('1天前');
  });

  test('two days and older: whole days', () => {
    expect(formatRelativeTime(ago(48 * 3600), now)).toBe('2天前');
    expect(formatRelativeTime(ago(10 * 86400 + 3600), now)).toBe('10天前');
  });

  test('a 10-digit time is read as seconds since the epoch', () => {
    const nowSeconds = 1_790_000_000;
    expect(formatRelativeTime(nowSeconds - 120, nowSeconds * 1000)).toBe('2分钟前');
    expect(formatRelativeTime((nowSeconds - 120) * 1000, nowSeconds * 1000)).toBe('2分钟前');
  });

  test('now defaults to the current clock', () => {
    expect(formatRelativeTime(Date.now() - 5 * 60 * 1000)).toBe('5分钟前');
  });
});

describe('pageTitle', () => {
  test("'{route title} - 学校阅读素养大数据平台'", () => {
    expect(pageTitle('首页')).toBe('首页 - 学校阅读素养大数据平台');
    expect(pageTitle('阅读数据')).toBe('阅读数据 - 学校阅读素养大数据平台');
  });

  test('without a route title, the site title alone', () => {
    expect(pageTitle()).toBe('学校阅读素养大数据平台');
    expect(pageTitle('')).toBe('学校阅读素养大数据平台');
  });
});

describe('toThousands (thousands separators, at most two decimals)', () => {
  test('examples', () => {
    expect(toThousands(1234567)).toBe('1,234,567');
    expect(toThousands(1234.5678)).toBe('1,234.57');
    expect(toThousands(-9876.5)).toBe('-9,876.5');
    expect(toThousands(0)).toBe('0');
    expect(toThousands(Number.NaN)).toBe('-');
    expect(toThousands(Number.POSITIVE_INFINITY)).toBe('-');
  });

  test('ties, tiny negatives and the huge: what Intl writes', () => {
    expect(toThousands(0.125)).toBe('0.13');
    expect(toThousands(-0.125)).toBe('-0.13');
    expect(toThousands(1.005)).toBe('1.01'); // rounded as written, not as the double 1.00499999…
    expect(toThousands(9.995)).toBe('10');
    expect(toThousands(1e-7)).toBe('0');
    expect(toThousands(999999.995)).toBe('1,000,000');
    expect(toThousands(-0.001)).toBe('-0');
    expect(toThousands(123)).toBe('123');
    expect(toThousands(1234)).toBe('1,234');
    expect(toThousands(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  // The hand-written formatter against the formatter it stands in for (node has full ICU).
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  test.each([
    ['any finite double', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['figures of a page', fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 })],
    ['integers', fc.integer({ min: -(2 ** 53), max: 2 ** 53 })],
    ['halves of a cent (ties)', fc.integer({ min: -1e9, max: 1e9 }).map((k) => (k + 0.5) / 100)],
    ['few decimals', fc.integer({ min: -1e9, max: 1e9 }).map((k) => k / 1000)],
  ])('writes what Intl.NumberFormat writes: %s', (_, numbers) => {
    fc.assert(
      fc.property(numbers, (n) => {
        expect(toThousands(n)).toBe(intl.format(n));
      }),
      { numRuns: 2000 },
    );
  });
});
