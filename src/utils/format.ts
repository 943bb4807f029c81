import { LARGE_NUMBER_DIVISOR, LARGE_NUMBER_THRESHOLD } from '@/config/constants';

/** From here on a count reads in 亿 (divided by 10^8), docs/rules.md#numbers. */
const YI = 1e8;

/**
 * Large-number display (docs/rules.md#numbers): a number above 9999 is shown divided by 9999 to 2 decimals, with 万;
 * from 10^8 on, divided by 10^8 to 2 decimals, with 亿. 9999 → "9999", 10000 → "1.00万", 6,224,208,200 → "62.24亿".
 * Non-finite input shows "-".
 */
export function formatLarge(value: number | null | undefined, unit = '万'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  if (Math.abs(value) >= YI) return `${(value / YI).toFixed(2)}亿`;
  if (Math.abs(value) > LARGE_NUMBER_THRESHOLD) return `${(value / LARGE_NUMBER_DIVISOR).toFixed(2)}${unit}`;
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
}

const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** Abbreviates with k, M, G, T, P, E: 1234 → "1.2k" (digits = decimals kept). */
export function numberFormatter(num: number, digits = 1): string {
  if (!Number.isFinite(num)) return '-';
  const sign = num < 0 ? '-' : '';
  const abs = Math.abs(num);
  for (const unit of SI) {
    if (abs >= unit.value) {
      return sign + (abs / unit.value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + unit.symbol;
    }
  }
  return sign + String(abs);
}

/**
 * Thousands separators: 1234567 → "1,234,567", at most two decimals, zeros trimmed: what
 * `new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })` writes (a property test holds the two equal). Written
 * by hand because the first `Intl` object of a page starts ICU, 15–20 ms of a first load's main thread on a desktop
 * (4× that on a slow PC), and every page formats figures in its first render. Like ICU it rounds the number's
 * shortest decimal form (`String(n)`: 1.005 → "1.01", 0.125 → "0.13"), a half away from zero; from 10^21 on, where
 * that form has an exponent, `Intl` writes it.
 */
export function toThousands(num: number): string {
  if (!Number.isFinite(num)) return '-';
  const abs = Math.abs(num);
  if (abs >= 1e21) return hugeNumbers().format(num);
  const sign = num < 0 || Object.is(num, -0) ? '-' : '';
  const shortest = String(abs);
  if (shortest.includes('e')) return `${sign}0`; // below 10^-6
  const dot = shortest.indexOf('.');
  let whole = dot < 0 ? shortest : shortest.slice(0, dot);
  let fraction = dot < 0 ? '' : shortest.slice(dot + 1);
  if (fraction.length > 2) {
    const up = fraction.charCodeAt(2) >= 53; // '5'…'9': a half or more
    fraction = fraction.slice(0, 2);
    if (up) [whole, fraction] = incrementHundredths(whole, fraction);
    fraction = fraction.replace(/0+$/, '');
  }
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** "9.99" + 0.01 as digit strings: ["10", "00"]. */
function incrementHundredths(whole: string, fraction: string): [string, string] {
  const digits = `${whole}${fraction}`.split('');
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') digits[i--] = '0';
  if (i < 0) digits.unshift('1');
  else digits[i] = String.fromCharCode(digits[i].charCodeAt(0) + 1);
  const all = digits.join('');
  return [all.slice(0, -2), all.slice(-2)];
}

let huge: Intl.NumberFormat | undefined;
const hugeNumbers = (): Intl.NumberFormat => (huge ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));

/**
 * Per-person and per-student figures (册/生, 册次/生, 本/生, 天): fixed decimals, default two, so that a
 * figure reads the same in a KPI, a table cell, a tooltip and an export: 6.5 → '6.50'. '-' when not finite.
 */
export function formatDecimal(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return value.toFixed(digits);
}

/** A share 0..1 on an axis: whole percent ('35%'). */
export function formatAxisPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** A rate 0..1 as a percentage with one decimal: 0.1234 → "12.3%". */
export function formatPercent(rate: number | null | undefined, digits = 1): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '-';
  return `${(rate * 100).toFixed(digits)}%`;
}

/**
 * Relative time (docs/rules.md#numbers): under 30 s '刚刚', under an hour 'N分钟前', under a day 'N小时前',
 * under 2 days '1天前'; older: 'N天前'. `time` in ms or seconds (10-digit) since the epoch.
 */
export function formatRelativeTime(time: number, now: number = Date.now()): string {
  const ms = String(Math.trunc(time)).length === 10 ? time * 1000 : time;
  const diff = (now - ms) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < 3600) return `${Math.ceil(diff / 60)}分钟前`;
  if (diff < 3600 * 24) return `${Math.ceil(diff / 3600)}小时前`;
  if (diff < 3600 * 24 * 2) return '1天前';
  return `${Math.floor(diff / 86400)}天前`;
}

/** Axis label in 亿 (divided by 10^8, zeros trimmed): 250,000,000 → '2.5亿'. */
const yiAxisLabel = (v: number): string => (v === 0 ? '0' : `${Number((v / YI).toFixed(2))}亿`);
/**
 * Axis label in 万 (divided by LARGE_NUMBER_DIVISOR, zeros trimmed): 15000 → '1.5万'; a tick of 10^8 or more (the
 * top tick of an axis whose data stay below it) reads in 亿: '1亿', not '10001万'.
 */
export const wanAxisLabel = (v: number): string =>
  v === 0 ? '0' : Math.abs(v) >= YI ? yiAxisLabel(v) : `${Number((v / LARGE_NUMBER_DIVISOR).toFixed(2))}万`;
/** Plain axis labels; a tick above 9999 (the top tick of an axis whose data stay below it) reads '1万', not '1.00万'. */
const plainAxisLabel = (v: number): string => (Math.abs(v) > LARGE_NUMBER_THRESHOLD ? wanAxisLabel(v) : formatLarge(v));

/**
 * Labels of a count axis in one unit: all in 亿 when the largest value is 10^8 or more, all in 万 when it is above
 * 9999, else plain numbers. Avoids "9000 … 1.20万" (or "9000万 … 1.2亿") on one axis. Returns one of three
 * module-level functions (stable for memoised options).
 */
export function countAxisLabel(values: readonly (number | null | undefined)[]): (v: number) => string {
  let max = 0;
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) max = Math.max(max, Math.abs(v));
  if (max >= YI) return yiAxisLabel;
  return max > LARGE_NUMBER_THRESHOLD ? wanAxisLabel : plainAxisLabel;
}

/**
 * The volumes-per-student standard a figure is judged against (中小学图书馆（室）规程: a floor by school type): one value
 * '≥ 25.00 册/生', or the span of several schools' standards '25.00–50.00 册/生（按学段）'.
 */
export function formatStandard(min: number, max: number): string {
  return min === max ? `≥ ${formatDecimal(min)} 册/生` : `${formatDecimal(min)}–${formatDecimal(max)} 册/生（按学段）`;
}
