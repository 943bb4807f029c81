/** The ranking page's filters: drill-down selects, period, sample minimum, 隐藏姓名; each writes the URL. */
import { type ReactNode } from 'react';
import { Select } from 'antd';
import type { RankingLevelKey } from '@/api/contract/ranking';
import type { RankingData } from './table-model';
import { RANK_PARAMS, type DrillKey, type HomeScope, type RankingFilters } from './view';

interface FilterBarProps {
  home: HomeScope;
  level: RankingLevelKey;
  filters: RankingFilters;
  data: RankingData | undefined;
  months: readonly string[] | undefined;
  monthly: boolean;
  update: (patch: Record<string, string | null>) => void;
}

const FINER_THAN_SCHOOL: readonly RankingLevelKey[] = ['campus', 'grade', 'class', 'student', 'teacher'];
const FINER_THAN_CAMPUS: readonly RankingLevelKey[] = ['grade', 'class', 'student', 'teacher'];
const GRADE_LEVELS: readonly RankingLevelKey[] = ['class', 'student', 'teacher'];

export function RankingFilterBar({ home, level, filters, data, months, monthly, update }: FilterBarProps) {
  const o = data?.options;
  const d = filters.drill;
  const idSelect = (
    key: DrillKey,
    label: string,
    placeholder: string,
    options: { value: number; label: string }[],
    patch: (v: number | undefined) => Record<string, string | null>,
    width = 150,
  ) => (
    <Select<number>
      key={key}
      aria-label={label}
      allowClear
      showSearch={{ filterOption: (input, option) => String(option?.label ?? '').includes(input.trim()) }}
      placeholder={placeholder}
      style={{ width }}
      value={d[key]}
      options={options}
      loading={!data}
      onChange={(v) => update(patch(v ?? undefined))}
      popupMatchSelectWidth={false}
    />
  );
  const str = (v: number | undefined) => (v === undefined ? null : String(v));
  const items: ReactNode[] = [];
  if (home === 'city' && level !== 'region') {
    items.push(
      idSelect(
        'district',
        '区域',
        '全部区域',
        (o?.districts ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({
          [RANK_PARAMS.district]: str(v),
          [RANK_PARAMS.school]: null,
          [RANK_PARAMS.campus]: null,
          [RANK_PARAMS.class]: null,
        }),
        120,
      ),
    );
  }
  if (home !== 'school' && FINER_THAN_SCHOOL.includes(level)) {
    items.push(
      idSelect(
        'school',
        '学校',
        '全部学校',
        (o?.schools ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({
          [RANK_PARAMS.school]: str(v),
          [RANK_PARAMS.campus]: null,
          [RANK_PARAMS.class]: null,
        }),
        180,
      ),
    );
  }
  if ((o?.campuses.length ?? 0) > 1 && FINER_THAN_CAMPUS.includes(level)) {
    items.push(
      idSelect(
        'campus',
        '校区',
        '全部校区',
        (o?.campuses ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({ [RANK_PARAMS.campus]: str(v), [RANK_PARAMS.class]: null }),
        180,
      ),
    );
  }
  if (GRADE_LEVELS.includes(level)) {
    items.push(
      idSelect(
        'grade',
        '年级',
        '全部年级',
        (o?.grades ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({ [RANK_PARAMS.grade]: str(v), [RANK_PARAMS.class]: null }),
        110,
      ),
    );
  }
  if (level === 'student' && d.grade !== undefined) {
    // The class first (a select shows the start of its label), then its school, or its campus in a school with several.
    const classes = (o?.classes ?? []).map((c) => ({
      value: c.id,
      label: [c.name, c.schoolName ?? c.campusName].filter(Boolean).join(' · '),
    }));
    items.push(idSelect('class', '班级', '全部班级', classes, (v) => ({ [RANK_PARAMS.class]: str(v) }), 160));
  }
  if (level === 'teacher') {
    items.push(
      <Select<string>
        key="subject"
        aria-label="学科"
        allowClear
        placeholder="全部学科"
        style={{ width: 110 }}
        value={filters.subject}
        options={(o?.subjects ?? []).map((s) => ({ value: s, label: s }))}
        loading={!data}
        onChange={(v) => update({ [RANK_PARAMS.subject]: v ?? null })}
        popupMatchSelectWidth={false}
      />,
    );
  }
  const periodValue = filters.month ?? (filters.term ? `term${filters.term}` : 'year');
  const periodOptions = [
    { value: 'year', label: '全学年' },
    { value: 'term1', label: '上学期' },
    { value: 'term2', label: '下学期' },
    ...(monthly ? (months ?? []).map((m) => ({ value: m, label: `${Number(m.slice(5))}月` })) : []),
  ];
  items.push(
    <Select<string>
      key="period"
      aria-label="时段"
      style={{ width: 100 }}
      value={periodValue}
      options={periodOptions}
      onChange={(v) =>
        update({
          [RANK_PARAMS.term]: v === 'term1' ? '1' : v === 'term2' ? '2' : null,
          [RANK_PARAMS.month]: v.startsWith('term') || v === 'year' ? null : v,
        })
      }
      popupMatchSelectWidth={false}
    />,
  );
  return <div className="srp-filters">{items}</div>;
}
