/**
 * School-year (学年) selection, kept in the URL (`yid`, shareable and restorable) and in the constants
 * store (`curYear`, what pages without a `yid` use). Reading the year: src/hooks/school-year.ts.
 */
import { useEffect, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { YEAR_PARAM, resolveSchoolYear } from '@/hooks/school-year';
import { useConstants } from '@/stores/constants';

export interface YearSelectProps {
  /** Called after a choice (already written to the URL and the store). */
  onChange?: (yearId: number) => void;
  size?: 'small' | 'middle' | 'large';
  className?: string;
  style?: CSSProperties;
}

/** antd Select of the school years. A choice goes to the URL (`yid`, replace) and to the store. */
export function YearSelect({ onChange, size, className, style }: YearSelectProps) {
  const [params, setParams] = useSearchParams();
  const years = useConstants((s) => s.years);
  const curYear = useConstants((s) => s.curYear);
  const setCurYear = useConstants((s) => s.setCurYear);
  const value = resolveSchoolYear(params.get(YEAR_PARAM), years, curYear);

  // A valid year from the URL (a shared link, back/forward) becomes the store's year too, so pages
  // without `yid` show the same year afterwards.
  useEffect(() => {
    if (value !== null && value !== curYear) setCurYear(value);
  }, [value, curYear, setCurYear]);

  const choose = (id: number) => {
    setCurYear(id);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(YEAR_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
    onChange?.(id);
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
