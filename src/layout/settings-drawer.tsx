/**
 * The settings drawer (docs/rules.md#layout: theme colour, tags view, fixed header, sidebar logo), a chunk of its own
 * loaded on the first click on the navbar's gear (./settings-panel.tsx).
 */
import { Divider, Drawer, Switch, Tooltip } from 'antd';
import { Title } from '@/components/text';
import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLORS } from '@/config/constants';
import { useSettings } from '@/stores/settings';

type BoolSetting = 'tagsView' | 'fixedHeader' | 'sidebarLogo';

const SWITCHES: { key: BoolSetting; label: string; hint: string }[] = [
  { key: 'tagsView', label: '开启标签栏', hint: '在顶部显示已打开页面的标签' },
  { key: 'fixedHeader', label: '固定顶栏', hint: '滚动时导航栏与标签栏保持在顶部' },
  { key: 'sidebarLogo', label: '侧边栏 Logo', hint: '在侧边栏顶部显示标志与平台名称' },
];

function ThemePicker() {
  const theme = useSettings((s) => s.theme);
  const changeSetting = useSettings((s) => s.changeSetting);
  return (
    <div className="srp-theme-picker" role="radiogroup" aria-label="主题色">
      {THEME_COLORS.map((color) => {
        const selected = color.toLowerCase() === theme.toLowerCase();
        return (
          <Tooltip key={color} title={color}>
            <button
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={`主题色 ${color}`}
              className={selected ? 'srp-swatch srp-swatch--selected' : 'srp-swatch'}
              style={{ background: color }}
              onClick={() => changeSetting('theme', color)}
            >
              {selected && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}

/** The right-side drawer of the settings. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettings();
  return (
    <Drawer title="系统设置" placement="right" open={open} onClose={onClose} size={300} rootClassName="srp-settings-drawer">
      <Title level={5} className="srp-settings__heading">
        主题色
      </Title>
      <ThemePicker />
      <Divider />
      <Title level={5} className="srp-settings__heading">
        布局
      </Title>
      {SWITCHES.map(({ key, label, hint }) => (
        <div className="srp-settings__row" key={key}>
          <div>
            <div className="srp-settings__label" id={`srp-setting-${key}`}>
              {label}
            </div>
            <div className="srp-settings__hint">{hint}</div>
          </div>
          <Switch aria-labelledby={`srp-setting-${key}`} checked={settings[key]} onChange={(v) => settings.changeSetting(key, v)} />
        </div>
      ))}
    </Drawer>
  );
}
