/**
 * School-year (学年) selection: a choice is a new history entry with `yid` in the URL (docs/rules.md#scope);
 * the constants store (`curYear`) follows the URL (src/app/scope-sync.ts). Reading the year:
 * src/hooks/school-year.ts.
 */
import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { YEAR_PARAM, resolveSchoolYear } from '@/hooks/school-year';
import { useConstants } from '@/stores/constants';

export interface YearSelectProps {
  /** Called after a choice (the navigation to its URL has started). */
  onChange?: (yearId: number) => void;
  size?: 'small' | 'middle' | 'large';
  className?: string;
  style?: CSSProperties;
}

/** antd Select of the school years. A choice goes to the URL (`yid`, a new history entry). */
export function YearSelect({ onChange, size, className, style }: YearSelectProps) {
  const [params, setParams] = useSearchParams();
  const years = useConstants((s) => s.years);
  const curYear = useConstants((s) => s.curYear);
  const value = resolveSchoolYear(params.get(YEAR_PARAM), years, curYear);

  const choose = (id: number) => {
    if (id === value) return;
    // A push: Back shows the year before (the guard sets the store from the URL on every navigation).
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(YEAR_PARAM, String(id));
      return next;
    });
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
