import { useState } from 'react';
import { Button, Dropdown, Tooltip } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { UI_SIZES, isUiSize, useApp, type UiSize } from '@/stores/app';

const SIZE_LABELS: Record<UiSize, string> = { large: '大', medium: '默认', small: '小' };

/**
 * Component size (large / medium / small), kept in the `size` cookie; providers map it to antd. The 布局大小
 * tooltip is hidden while the menu is open, and sits left of the button, so that it never covers an option.
 */
export function SizeSelect() {
  const size = useApp((s) => s.size);
  const setSize = useApp((s) => s.setSize);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={menuOpen}
      onOpenChange={setMenuOpen}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI_SIZES.map((k) => ({ key: k, label: SIZE_LABELS[k] })),
        onClick: ({ key }) => {
          if (isUiSize(key)) setSize(key);
          setMenuOpen(false);
        },
      }}
    >
      <span>
        <Tooltip title="布局大小" placement="left" open={menuOpen ? false : undefined}>
          <Button type="text" className="srp-navbar__icon-btn" icon={<FontSizeOutlined />} aria-label={`布局大小：${SIZE_LABELS[size]}`} />
        </Tooltip>
      </span>
    </Dropdown>
  );
}
