import { Button } from 'antd';
import { Hint } from '@/components/hint';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useFullscreen } from '@/hooks/fullscreen';

/** Fullscreen toggle; a browser without the Fullscreen API gets a warning (docs/rules.md#messages). */
export function FullscreenButton() {
  const { full, toggle } = useFullscreen();
  return (
    <Hint title={full ? '退出全屏' : '全屏'}>
      <Button
        type="text"
        className="srp-navbar__icon-btn"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={full ? '退出全屏' : '全屏'}
        onClick={toggle}
      />
    </Hint>
  );
}
