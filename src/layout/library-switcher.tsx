import { useLocation, useNavigate } from 'react-router';
import { Select } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { usePendingChoice } from '@/hooks/pending-choice';
import { LITERAL_SCOPE, SCOPE_PARAMS, scopedLink } from '@/hooks/scope';
import type { Library } from '@/api/contract/auth';
import { useSession } from '@/stores/session';

/** The "all schools" entry: back to the zone's own view. */
const ALL_LIBRARIES = -1;
const ALL_LIBRARIES_LABEL = '全部学校（返回区域）';

interface Option {
  value?: number;
  label: string;
  /** The school's district (searchable too); a group's own name for a group. */
  district?: string;
  options?: Option[];
}

/** The district a library row names (`districtName`, an extra field of the libraries call, docs/api.md), or ''. */
function districtOf(library: Library): string {
  const name = (library as { districtName?: unknown }).districtName;
  return typeof name === 'string' ? name : '';
}

/**
 * The schools as options: grouped by district (in the order the districts first appear) when they span several
 * districts — a city's 30-odd schools — else one flat list.
 */
function libraryOptions(libraries: readonly Library[]): Option[] {
  const groups = new Map<string, Option[]>();
  for (const l of libraries) {
    const district = districtOf(l);
    groups.set(district, [...(groups.get(district) ?? []), { value: l.id, label: l.name, district }]);
  }
  if (groups.size < 2) return libraries.map((l) => ({ value: l.id, label: l.name, district: districtOf(l) }));
  return [...groups].map(([district, options]) => ({ label: district || '其他', district, options }));
}

/** Search by a school's name or its district's (a group matching by name shows all its schools). */
function matchesSearch(input: string, option: Option | undefined): boolean {
  const q = input.trim().toLowerCase();
  if (!option) return false;
  return option.label.toLowerCase().includes(q) || (option.district ?? '').toLowerCase().includes(q);
}

/**
 * Zone users pick one of their libraries (library-view mode) or go back to the whole zone. A choice is a new
 * history entry, the same page with `school` set or dropped (docs/rules.md#scope); the guard sets the session
 * from it, and sends a page the new scope may not open to that scope's first page. Query keys carry the scope,
 * so pages refetch by themselves. The navigation runs after the select has painted the choice (usePendingChoice).
 */
export function LibrarySwitcher() {
  const libraries = useSession((s) => s.libraries);
  const curLibrary = useSession((s) => s.curLibrary);
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, pick] = usePendingChoice(curLibrary?.id ?? ALL_LIBRARIES);

  if (libraries.length === 0) return null;

  const options: Option[] = [{ value: ALL_LIBRARIES, label: ALL_LIBRARIES_LABEL }, ...libraryOptions(libraries)];

  const onChange = (value: number) => {
    const lib = value === ALL_LIBRARIES ? null : (libraries.find((l) => l.id === value) ?? null);
    if ((lib?.id ?? null) === (curLibrary?.id ?? null)) return;
    const to = scopedLink(location.pathname + location.search, location.search, {
      [SCOPE_PARAMS.library]: lib ? String(lib.id) : null,
    });
    // Literal: no school in the URL is the whole district here, not "keep the school". The select shows the school
    // at once; the navigation (the session and every widget of the page) follows after the paint.
    pick(value, () => navigate(to, { state: LITERAL_SCOPE }));
  };

  return (
    <Select<number, Option>
      className="srp-library-switcher"
      aria-label="切换学校"
      value={shown}
      options={options}
      onChange={onChange}
      showSearch={{ filterOption: matchesSearch }}
      prefix={<BankOutlined />}
      popupMatchSelectWidth={280}
      placeholder="选择学校"
      variant="filled"
    />
  );
}
