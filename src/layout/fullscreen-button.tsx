import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { MESSAGES } from '@/config/constants';
import { feedback } from '@/utils/feedback';

/** Fullscreen toggle; a browser without the Fullscreen API gets a warning (docs/rules.md#messages). */
export function FullscreenButton() {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      feedback.warning(MESSAGES.fullscreenUnsupported);
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      feedback.warning(MESSAGES.fullscreenUnsupported);
    }
  };

  return (
    <Tooltip title={full ? '退出全屏' : '全屏'}>
      <Button
        type="text"
        className="srp-navbar__icon-btn"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={full ? '退出全屏' : '全屏'}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
