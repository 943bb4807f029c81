/**
 * A choice that answers at once and goes to the URL after the next paint (src/utils/after-paint.ts). A scope or year
 * choice is a navigation that renders the whole page again; done in the input's own task it would hold back the paint
 * of the control itself. The control shows the chosen value from the click until the value the URL gives has moved
 * (then it shows the URL's again, so that Back and Forward show what the URL says), or the navigation has ended
 * without moving it (a navigation turned away).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/utils/after-paint';

/**
 * `[shown, choose]`: `shown` is `current` (the value of the URL), or the value just chosen while `current` is still
 * the value it was at the choice; `choose(value, go)` shows `value` and runs `go` (the navigation, its promise if it
 * has one) after the next paint.
 */
export function usePendingChoice<T>(current: T): [T, (value: T, go: () => unknown) => void] {
  const [pending, setPending] = useState<{ value: T; from: T } | null>(null);
  const latest = useRef(current);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = current;
  }, [current]);
  useEffect(() => () => cancel.current?.(), []);
  // The URL's value moved (the choice landed, or Back/Forward/a link): the pending choice has ended. State adjusted
  // while rendering, before anything is shown from it.
  if (pending !== null && !Object.is(current, pending.from)) setPending(null);

  const choose = useCallback((value: T, go: () => unknown) => {
    cancel.current?.();
    const from = latest.current;
    setPending({ value, from });
    cancel.current = afterNextPaint(() => {
      cancel.current = null;
      const navigation = go();
      if (navigation instanceof Promise)
        // Ended without moving the URL's value (turned away, or the same value): the control shows the URL's again.
        void navigation.finally(() => {
          cancel.current = afterNextPaint(() => {
            cancel.current = null;
            if (Object.is(latest.current, from)) setPending(null);
          });
        });
    });
  }, []);
  return [pending !== null && Object.is(current, pending.from) ? pending.value : current, choose];
}
