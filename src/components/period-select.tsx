/**
 * The period picker of a statistics page (the route's `periodPicker`): the school year (default), its 上学期 or 下学期,
 * or a custom range of its months (自定义月份: two month selects, the months with data). In the URL (`period`, `from`,
 * `to`; src/utils/url-filters.ts); every call of the page follows (useStatsQuery), and the KPI cards compare with the
 * period before (useCompareQuery).
 */
import { Select } from 'antd';
import { useDataCalendar } from '@/hooks/queries';
import { PERIOD_KIND_WIDTH, PERIOD_MONTH_WIDTH } from './period-select-size';
import { useSchoolYear } from '@/hooks/school-year';
import { monthLongLabel, schoolYearMonthKeys } from '@/utils/school-calendar';
import { parsePeriod, periodParams, useUrlFilters, type PeriodChoice } from '@/utils/url-filters';

type Kind = 'year' | 'term1' | 'term2' | 'range';

const KIND_OPTIONS: { value: Kind; label: string }[] = [
  { value: 'year', label: '全学年' },
  { value: 'term1', label: '上学期' },
  { value: 'term2', label: '下学期' },
  { value: 'range', label: '自定义月份' },
];

function kindOf(choice: PeriodChoice): Kind {
  return choice.kind === 'term' ? (choice.term === 1 ? 'term1' : 'term2') : choice.kind;
}

export function PeriodSelect() {
  const { params, update } = useUrlFilters();
  const yearId = useSchoolYear();
  const calendar = useDataCalendar();
  const choice = parsePeriod(params, yearId);
  const last = calendar.data?.lastDataMonth;
  // The months of the school year that have data (all of a past year's).
  const months = yearId === null ? [] : schoolYearMonthKeys(yearId).filter((m) => !last || m <= last);
  const options = months.map((m) => ({ value: m, label: monthLongLabel(m) }));
  const set = (next: PeriodChoice) => update(periodParams(next));
  const onKind = (kind: Kind) => {
    if (kind === 'year') set({ kind: 'year' });
    else if (kind === 'term1' || kind === 'term2') set({ kind: 'term', term: kind === 'term1' ? 1 : 2 });
    else if (months.length > 0) set({ kind: 'range', from: months[0], to: months[months.length - 1] });
  };
  return (
    <span className="srp-period-select">
      <Select<Kind>
        aria-label="时段"
        style={{ width: PERIOD_KIND_WIDTH }}
        value={kindOf(choice)}
        options={KIND_OPTIONS.map((o) => ({ ...o, disabled: o.value === 'range' && months.length === 0 }))}
        onChange={onKind}
        popupMatchSelectWidth={false}
      />
      {choice.kind === 'range' && (
        <>
          <Select<string>
            aria-label="起始月份"
            style={{ width: PERIOD_MONTH_WIDTH }}
            value={choice.from}
            options={options.map((o) => ({ ...o, disabled: o.value > choice.to }))}
            onChange={(from) => set({ kind: 'range', from, to: choice.to })}
            popupMatchSelectWidth={false}
          />
          <span aria-hidden>至</span>
          <Select<string>
            aria-label="结束月份"
            style={{ width: PERIOD_MONTH_WIDTH }}
            value={choice.to}
            options={options.map((o) => ({ ...o, disabled: o.value < choice.from }))}
            onChange={(to) => set({ kind: 'range', from: choice.from, to })}
            popupMatchSelectWidth={false}
          />
        </>
      )}
    </span>
  );
}
