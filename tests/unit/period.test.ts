import { comparisonPeriod, parsePeriod, periodName, periodParams, periodRequest } from '@/utils/url-filters';
import { previousComparison } from '@/components/kpi-card';

/** The period picker's URL, its request fields, and what each period is compared with (the KPI cards' change). */

const params = (q: string) => new URLSearchParams(q);

test('the URL: a term, a range of the year’s own months in order; anything else is the whole year', () => {
  expect(parsePeriod(params('period=term2'), 2026)).toEqual({ kind: 'term', term: 2 });
  expect(parsePeriod(params('period=range&from=2026-10&to=2027-02'), 2026)).toEqual({ kind: 'range', from: '2026-10', to: '2027-02' });
  // Outside the school year, reversed, malformed, unknown: the year.
  for (const q of [
    'period=range&from=2026-08&to=2026-10',
    'period=range&from=2026-11&to=2026-10',
    'period=range&from=2026-9&to=2026-10',
    'period=x',
    '',
  ])
    expect(parsePeriod(params(q), 2026), q).toEqual({ kind: 'year' });
  // Round trip through the URL values.
  const range = { kind: 'range', from: '2026-09', to: '2026-11' } as const;
  expect(parsePeriod(params(new URLSearchParams(periodParams(range) as Record<string, string>).toString()), 2026)).toEqual(range);
  expect(periodParams({ kind: 'year' })).toEqual({ period: null, from: null, to: null });
  expect(periodRequest({ kind: 'term', term: 1 }, 2026)).toEqual({ yearId: 2026, semesterId: 20261 });
  expect(periodRequest(range, 2026)).toEqual({ yearId: 2026, fromMonth: '2026-09', toMonth: '2026-11' });
  expect(periodName(range)).toBe('2026年9月–11月');
  expect(periodName({ kind: 'range', from: '2026-12', to: '2027-02' })).toBe('2026年12月–2027年2月');
});

test('what a period is compared with: a finished one with the one before, a running one with as many months (always as a range of months)', () => {
  // A finished year: the year before. The running year (data to November): September–November a year before.
  expect(comparisonPeriod({ kind: 'year' }, 2025, '2026-11')).toEqual({
    request: { yearId: 2024, fromMonth: '2024-09', toMonth: '2025-08' },
    label: '上学年',
  });
  expect(comparisonPeriod({ kind: 'year' }, 2026, '2026-11')).toEqual({
    request: { yearId: 2025, fromMonth: '2025-09', toMonth: '2025-11' },
    label: '上年同期',
  });
  // 上学期 (finished) ↔ the year before's 下学期; 下学期 ↔ the same year's 上学期.
  expect(comparisonPeriod({ kind: 'term', term: 1 }, 2025, '2026-11')).toEqual({
    request: { yearId: 2024, fromMonth: '2025-02', toMonth: '2025-07' },
    label: '上学期',
  });
  expect(comparisonPeriod({ kind: 'term', term: 2 }, 2025, '2026-11')).toEqual({
    request: { yearId: 2025, fromMonth: '2025-09', toMonth: '2026-01' },
    label: '上学期',
  });
  // A running term: as many months of the term before, from its start.
  expect(comparisonPeriod({ kind: 'term', term: 1 }, 2026, '2026-11')).toEqual({
    request: { yearId: 2025, fromMonth: '2026-02', toMonth: '2026-04' },
    label: '上学期同期',
  });
  // A range: the same months a year before (the months with data of it).
  expect(comparisonPeriod({ kind: 'range', from: '2026-10', to: '2027-01' }, 2026, '2026-11')).toEqual({
    request: { yearId: 2025, fromMonth: '2025-10', toMonth: '2025-11' },
    label: '上年同期',
  });
  // Nothing yet to compare.
  expect(comparisonPeriod({ kind: 'term', term: 2 }, 2026, '2026-11')).toBeNull();
});

test('the change a card shows: a count in per cent of the previous value, a rate in percentage points; the value on hover', () => {
  const format = (v: number) => String(v);
  expect(previousComparison(120, 100, { label: '上年同期', percent: false, format, unit: '人' })).toMatchObject({
    value: 0.2,
    label: '较上年同期',
    hint: '上年同期：100 人',
  });
  const rate = previousComparison(0.55, 0.5, { label: '上学期', percent: true, format });
  expect(rate.value).toBeCloseTo(0.05);
  expect(rate.format?.(0.05)).toBe('5.0个百分点');
  // No base, no change (but the hover says so).
  expect(previousComparison(5, 0, { label: '上学年', percent: false, format }).value).toBeNull();
  expect(previousComparison(5, null, { label: '上学年', percent: false, format })).toMatchObject({ value: null, hint: '上学年：无数据' });
});
