/**
 * Auto-rotation of the wall pages (docs/rules.md#walls): the next page every 16 s, wrapping to the first; any manual
 * navigation turns it off. Built like Grafana's playlist, with what it lacks:
 * - the state is `auto=1` in the URL, so a reload comes back rotating;
 * - the next step is armed before navigating, so a page that fails (or loads slowly) never stops the rotation;
 * - a location change the rotator did not make (a link, back/forward, a typed URL) turns it off;
 * - pause / resume (and the space bar) hold the rotation without turning it off — not a navigation;
 * - a hidden tab holds it too (timers are throttled there anyway), and so do a kiosk's off hours (`held`);
 * - a paused wall that reloads itself (wall-shell.tsx: the periodic reload and a new build while paused) comes back
 *   paused;
 * - a full reload at a loop boundary after `reloadAfterLoops` loops, or once a new build is deployed, only
 *   when the server answers; otherwise it just goes on.
 * Navigations replace the history entry: days of rotation leave no history behind.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPath, useLocation, useNavigate, useSearchParams } from 'react-router';
import { reloadDue, rotationStep } from './rotation';
import { forgetKeptPause, keptPause, reloadIfReachable } from './wall-environment';
import { AUTO_PARAM, autoRotateOn, type WallTiming } from './wall-params';

export interface Rotation {
  auto: boolean;
  paused: boolean;
  /** Steps taken and loops completed since this page load. */
  rotations: number;
  loops: number;
  /** Changes whenever the countdown to the next step restarts (the progress bar's key). */
  countdownKey: number;
  setAuto: (on: boolean) => void;
  togglePause: () => void;
}

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

export function useRotation(pages: readonly string[], timing: WallTiming, reloadWanted: boolean, held = false): Rotation {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const auto = autoRotateOn(params);
  const [paused, setPaused] = useState(keptPause);
  useEffect(forgetKeptPause, []);
  const hidden = usePageHidden();
  const [counters, setCounters] = useState({ rotations: 0, loops: 0, countdownKey: 0 });

  const locationRef = useRef(location);
  const pagesRef = useRef(pages);
  const reloadRef = useRef(reloadWanted);
  const expected = useRef<string | null>(null);
  const lastPath = useRef(location.pathname);
  const loopsRef = useRef(0);
  const rotationsRef = useRef(0);
  useEffect(() => {
    locationRef.current = location;
    pagesRef.current = pages;
    reloadRef.current = reloadWanted;
  });

  const setAuto = useCallback(
    (on: boolean) => {
      setPaused(false);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (on) next.set(AUTO_PARAM, '1');
          else next.delete(AUTO_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // A page change the rotator did not make is a manual navigation: auto-rotate off.
  useEffect(() => {
    if (location.pathname === lastPath.current) return;
    lastPath.current = location.pathname;
    const mine = expected.current === location.pathname;
    expected.current = null;
    if (!mine && auto) setAuto(false);
  }, [location.pathname, auto, setAuto]);

  const pagesKey = pages.join('|');
  useEffect(() => {
    if (!auto || paused || hidden || held || pagesKey === '') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const go = (to: { pathname: string; search: string }) => {
      expected.current = to.pathname;
      void navigate(to, { replace: true });
    };
    const tick = () => {
      const here = locationRef.current;
      const step = rotationStep(pagesRef.current, here.pathname);
      if (step.wrapped) loopsRef.current += 1;
      rotationsRef.current += 1;
      // Armed before navigating: whatever the next page does, the step after it comes.
      timer = setTimeout(tick, timing.rotateMs);
      setCounters((c) => ({ rotations: rotationsRef.current, loops: loopsRef.current, countdownKey: c.countdownKey + 1 }));
      const to = { pathname: step.next, search: here.search };
      if (step.wrapped && (reloadDue(step, loopsRef.current, timing.reloadAfterLoops) || reloadRef.current)) {
        void reloadIfReachable(createPath(to)).then((reloaded) => {
          if (!reloaded && live) go(to);
        });
        return;
      }
      go(to);
    };
    timer = setTimeout(tick, timing.rotateMs);
    setCounters((c) => ({ ...c, countdownKey: c.countdownKey + 1 }));
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [auto, paused, hidden, held, pagesKey, timing.rotateMs, timing.reloadAfterLoops, navigate]);

  const togglePause = useCallback(() => setPaused((p) => !p), []);

  return { auto, paused: auto && paused, ...counters, setAuto, togglePause };
}
