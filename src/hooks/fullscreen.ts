import { useCallback, useEffect, useState } from 'react';
import { MESSAGES } from '@/config/constants';
import { feedback } from '@/utils/feedback';

/**
 * The page in full screen, and the toggle: a browser without the Fullscreen API gets a warning (docs/rules.md#messages).
 * The navbar's button and a kiosk wall's use it.
 */
export function useFullscreen(): { full: boolean; toggle: () => void } {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = useCallback(() => {
    if (!document.fullscreenEnabled) {
      feedback.warning(MESSAGES.fullscreenUnsupported);
      return;
    }
    const refused = () => feedback.warning(MESSAGES.fullscreenUnsupported);
    try {
      const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
      change.catch(refused);
    } catch {
      refused();
    }
  }, []);

  return { full, toggle };
}
