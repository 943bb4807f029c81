import { useNavigate } from 'react-router';
import { Select } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { canAccess, firstMenuPath } from '@/routes/access';
import { useCurrentRoute } from '@/routes/current-route';
import { useSession } from '@/stores/session';
import { usePermission } from '@/stores/permission';

/** The "all schools" entry: back to the zone's own view. */
const ALL_LIBRARIES = -1;
const ALL_LIBRARIES_LABEL = '全部学校（返回区域）';

interface Option {
  value: number;
  label: string;
}

/**
 * Zone users pick one of their libraries (library-view mode) or go back to the whole zone.
 * Query keys carry the scope, so pages refetch by themselves; a page the new scope may not open is left
 * for the first page of the new menu.
 */
export function LibrarySwitcher() {
  const libraries = useSession((s) => s.libraries);
  const curLibrary = useSession((s) => s.curLibrary);
  const selectLibrary = useSession((s) => s.selectLibrary);
  const route = useCurrentRoute();
  const navigate = useNavigate();

  if (libraries.length === 0) return null;

  const options: Option[] = [
    { value: ALL_LIBRARIES, label: ALL_LIBRARIES_LABEL },
    ...libraries.map((l) => ({ value: l.id, label: l.name })),
  ];

  const onChange = (value: number) => {
    const lib = value === ALL_LIBRARIES ? null : (libraries.find((l) => l.id === value) ?? null);
    if ((lib?.id ?? null) === (curLibrary?.id ?? null)) return;
    selectLibrary(lib);
    const ctx = usePermission.getState().ctx;
    if (ctx && (!route || !canAccess(route, ctx))) navigate(firstMenuPath(ctx) ?? '/');
  };

  return (
    <Select<number, Option>
      className="srp-library-switcher"
      aria-label="切换学校"
      value={curLibrary?.id ?? ALL_LIBRARIES}
      options={options}
      onChange={onChange}
      showSearch={{
        filterOption: (input, option) => (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase()),
      }}
      prefix={<BankOutlined />}
      popupMatchSelectWidth={280}
      placeholder="选择学校"
      variant="filled"
    />
  );
}
