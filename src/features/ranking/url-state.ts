/**
 * A value that lives in the URL but answers at once: the page shows the local value immediately and writes it to
 * the URL after the next paint (or after `delay` ms, for typing). A URL write is a router navigation that renders
 * the whole route again; done after the paint, a sort click repaints first (Event Timing counts to that paint).
 * A URL change the page did not write itself (back/forward, a breadcrumb link) replaces the local value. Values
 * written but not yet seen in the URL are remembered, so that a late echo of an older write is not mistaken
 * for such a change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/utils/after-paint';

export function useUrlState<T>(fromUrl: T, key: (value: T) => string, write: (value: T) => void, delay = 0): [T, (value: T) => void] {
  const [value, setValue] = useState(fromUrl);
  const pending = useRef<string[]>([]);
  const seen = useRef(key(fromUrl));
  const scheduled = useRef<(() => void) | null>(null);
  const cancel = () => {
    scheduled.current?.();
    scheduled.current = null;
  };
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  }, [write]);

  const urlKey = key(fromUrl);
  useEffect(() => {
    if (urlKey === seen.current) return;
    seen.current = urlKey;
    const mine = pending.current.indexOf(urlKey);
    if (mine >= 0) {
      pending.current = pending.current.slice(mine + 1);
      return;
    }
    pending.current = [];
    cancel();
    setValue(fromUrl);
    // fromUrl may be a new object at every render; the key check above makes the effect act on a change only.
  }, [urlKey, fromUrl]);

  useEffect(() => () => cancel(), []);

  const set = useCallback(
    (next: T) => {
      setValue(next);
      cancel();
      const flush = () => {
        const k = key(next);
        if (k === seen.current) return;
        pending.current = [...pending.current, k].slice(-8);
        writeRef.current(next);
      };
      if (delay > 0) {
        const timer = setTimeout(flush, delay);
        scheduled.current = () => clearTimeout(timer);
      } else scheduled.current = afterNextPaint(flush);
    },
    [key, delay],
  );
  return [value, set];
}

/** The current query string with a patch applied (null or '' removes a parameter). */
export function withPatch(params: URLSearchParams, patch: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  const s = next.toString();
  return s ? `?${s}` : '';
}
