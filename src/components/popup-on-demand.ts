/**
 * antd's Tooltip and Popover mount an rc-trigger for every instance as soon as it is drawn, and the trigger sets its
 * target and its alignment state in the commit of that mount: each one is drawn again there, synchronously, three
 * updates apiece. A page of KPI cards carries two dozen of them (the ⓘ of each figure, the hint of each comparison),
 * nearly all never opened, and on a slow PC that is part of the page's first long task.
 *
 * `usePopupOnDemand` holds the popup back until the reader comes to it: the pointer resting on the element for the
 * popup's own enter delay (antd's 0.1 s), or a click, or a key (the caller arms it then). From then on the real popup
 * is mounted, open at once, and handles the element's events itself. Mounting it puts a new element in the place of
 * the old (the popup wraps it): one that had the focus hands it on, so a reader at the keyboard stays where they were.
 * `Hint` (./hint.tsx) does all this for a plain hint (antd's Tooltip with a title).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** antd's mouseEnterDelay of Tooltip and Popover (s → ms): the first popup opens after the same rest as the next. */
export const POPUP_ENTER_DELAY_MS = 100;

export interface PopupOnDemand {
  /** True once the reader came to the element: mount the real popup (open) from then on. */
  armed: boolean;
  /** Arms it now (a click, a key). */
  arm: () => void;
  /** The pointer's approach, for the element while the popup is not armed: enter (after the delay) arms it. */
  approach: { onMouseEnter: () => void; onMouseLeave: () => void };
}

/**
 * `onRest`: called when the pointer's rest arms it, for a popup whose `open` the caller holds (a Popover under
 * control opens then); an uncontrolled one is mounted with `defaultOpen` instead.
 */
export function usePopupOnDemand(
  element: RefObject<HTMLElement | null>,
  onRest?: () => void,
  delayMs = POPUP_ENTER_DELAY_MS,
): PopupOnDemand {
  const [armed, setArmed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const rest = useRef(onRest);
  const refocus = useRef(false);
  useEffect(() => {
    rest.current = onRest;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    if (armed && refocus.current) element.current?.focus({ preventScroll: true });
    refocus.current = false;
  }, [armed, element]);
  const arm = useCallback(() => {
    window.clearTimeout(timer.current);
    refocus.current = element.current !== null && element.current === document.activeElement;
    setArmed(true);
  }, [element]);
  const approach = useMemo(
    () => ({
      onMouseEnter: () => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          arm();
          rest.current?.();
        }, delayMs);
      },
      onMouseLeave: () => window.clearTimeout(timer.current),
    }),
    [arm, delayMs],
  );
  return { armed, arm, approach };
}
