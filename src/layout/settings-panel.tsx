import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { Hint } from '@/components/hint';
import { SettingOutlined } from '@ant-design/icons';
import { useSettings } from '@/stores/settings';

/** The drawer and its controls (./settings-drawer.tsx), loaded on the first click on the gear. */
const SettingsDrawer = lazy(() => import('./settings-drawer'));

/** Navbar gear (when showSettings) and the right-side drawer: theme colour, tags view, fixed header, logo. */
export function SettingsPanel() {
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so the drawer can play its closing animation. */
  const [used, setUsed] = useState(false);
  const showSettings = useSettings((s) => s.showSettings);
  if (!showSettings) return null;

  return (
    <>
      <Hint title="系统设置">
        <Button
          type="text"
          className="srp-navbar__icon-btn"
          icon={<SettingOutlined />}
          aria-label="系统设置"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Hint>
      {used && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
