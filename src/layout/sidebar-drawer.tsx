import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/**
 * The sidebar's drawer below 992 px (docs/rules.md#layout), a chunk of its own: loaded only on a narrow screen, so a
 * desktop (or a wall display) does not load antd Drawer for it.
 */
export default function SidebarDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={width}
      closable={false}
      rootClassName="srp-sidebar-drawer"
      styles={{ body: { padding: 0, background: '#001529' } }}
    >
      {children}
    </Drawer>
  );
}
