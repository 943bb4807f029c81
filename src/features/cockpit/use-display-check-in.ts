import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DISPLAY_CHECK_IN_MS } from '@/config/constants';
import { checkInDisplay } from '@/stores/display';
import { wallEnvironment } from './wall-environment';

/** The first check-in comes this soon after the wall starts (大屏管理 sees a screen come back at once). */
const FIRST_CHECK_IN_MS = 5_000;

/**
 * A display link's screen checks in every DISPLAY_CHECK_IN_MS (docs/api.md "Display links"): the page on screen,
 * the build it runs (its entry script) and the seconds since its page was loaded. A failed check-in (offline) is not
 * retried: the next one comes on time, and 大屏管理 flags a screen that stays silent.
 */
export function useDisplayCheckIn(active: boolean): void {
  const { pathname } = useLocation();
  const page = useRef(pathname);
  useEffect(() => {
    page.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (!active) return;
    const send = () =>
      void checkInDisplay({
        page: page.current,
        build: wallEnvironment.runningEntry() ?? '',
        uptimeSeconds: Math.round(performance.now() / 1000),
      }).catch(() => undefined);
    const first = setTimeout(send, FIRST_CHECK_IN_MS);
    const id = setInterval(send, DISPLAY_CHECK_IN_MS);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [active]);
}
