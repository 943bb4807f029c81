import { Button, Dropdown, Tooltip } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { UI_SIZES, isUiSize, useApp, type UiSize } from '@/stores/app';

const SIZE_LABELS: Record<UiSize, string> = { large: '大', medium: '默认', small: '小' };

/** Component size (large / medium / small), kept in the `size` cookie; providers map it to antd. */
export function SizeSelect() {
  const size = useApp((s) => s.size);
  const setSize = useApp((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI_SIZES.map((k) => ({ key: k, label: SIZE_LABELS[k] })),
        onClick: ({ key }) => {
          if (isUiSize(key)) setSize(key);
        },
      }}
    >
      <span>
        <Tooltip title="布局大小">
          <Button type="text" className="srp-navbar__icon-btn" icon={<FontSizeOutlined />} aria-label={`布局大小：${SIZE_LABELS[size]}`} />
        </Tooltip>
      </span>
    </Dropdown>
  );
}
