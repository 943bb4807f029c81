/**
 * The reader's "reduce motion" setting (the system's, through `prefers-reduced-motion`): the charts draw without
 * their entry and update animations and without endless ripples, antd's popups open without moving, the wall's
 * rolling lists step without sliding (docs/rules.md#layout). Read once for a decision made at the moment (`prefersReducedMotion`), or followed in a
 * component (`useReducedMotion`: a change of the setting re-renders it).
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches === true;
}

function subscribe(onChange: () => void): () => void {
  const mq = mediaQuery();
  if (!mq || typeof mq.addEventListener !== 'function') return () => {};
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
