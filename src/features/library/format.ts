import { formatLarge } from '@/utils/format';

/** Number words of the library pages (domain.md: 万 above 9999, rates with one decimal, per-person with two). */

/** 册次/生, 册/生, 天: two decimals at most, trailing zeros dropped ('6.5', '12.25'). */
export function formatDecimal(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '-';
  return Number(value.toFixed(digits)).toString();
}

/** A share 0..1 on an axis: whole percent ('35%'). */
export function formatAxisPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** '2026-2027学年' of a school-year id (the year it starts). */
export function schoolYearName(yearId: number): string {
  return `${yearId}-${yearId + 1}学年`;
}

/** 12345 → '1.23万', 512 → '512' (spec §9). */
export const large = (value: number) => formatLarge(value);
