/**
 * School-year (学年) selection: a choice is a new history entry with `yid` in the URL (docs/rules.md#scope);
 * the constants store (`curYear`) follows the URL (src/app/scope-sync.ts). Reading the year:
 * src/hooks/school-year.ts.
 */
import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { usePendingChoice } from '@/hooks/pending-choice';
import { YEAR_PARAM, resolveSchoolYear } from '@/hooks/school-year';
import { useConstants } from '@/stores/constants';

export interface YearSelectProps {
  /** Called after a choice (the navigation to its URL has started, after the select has painted the choice). */
  onChange?: (yearId: number) => void;
  size?: 'small' | 'middle' | 'large';
  className?: string;
  style?: CSSProperties;
}

/** antd Select of the school years. A choice goes to the URL (`yid`, a new history entry) after the next paint. */
export function YearSelect({ onChange, size, className, style }: YearSelectProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const years = useConstants((s) => s.years);
  const curYear = useConstants((s) => s.curYear);
  const [value, pick] = usePendingChoice(resolveSchoolYear(params.get(YEAR_PARAM), years, curYear));

  const choose = (id: number) => {
    if (id === value) return;
    // The select shows the choice at once; the URL (the whole page's render) follows after the paint. A push: Back
    // shows the year before (the guard sets the store from the URL on every navigation).
    const next = new URLSearchParams(params);
    next.set(YEAR_PARAM, String(id));
    pick(id, () => {
      const navigation = navigate(`?${next.toString()}`);
      onChange?.(id);
      return navigation;
    });
  };

  return (
    <Select<number>
      aria-label="学年"
      className={className ? `srp-year-select ${className}` : 'srp-year-select'}
      style={{ minWidth: 160, ...style }}
      size={size}
      value={value ?? undefined}
      placeholder="选择学年"
      disabled={years.length === 0}
      options={years.map((y) => ({ value: y.id, label: y.name }))}
      onChange={choose}
      popupMatchSelectWidth={false}
    />
  );
}
