/**
 * Kiosk mode and unattended care of a wall (docs/pages.md, "Kiosk mode"):
 * - the pointer and the few controls a kiosk has (暂停, 全屏) show only while the mouse moves;
 * - off hours (wall-schedule.ts): whether they hold now, checked every 30 s;
 * - the periodic reload and a new build's pickup also when the rotation does not run them at a loop boundary — a
 *   paused wall, a kiosk without rotation, off hours — only when the server answers, a paused wall coming back
 *   paused.
 */
import { useEffect, useRef, useState } from 'react';
import { createPath, useLocation } from 'react-router';
import { keepPauseAcrossReload, reloadIfReachable } from './wall-environment';
import { isOffHours, type OffHours } from './wall-schedule';

/** Pointer events closer than this do not restart the idle timer (a moving mouse fires dozens a second). */
const POINTER_THROTTLE_MS = 250;

/** Whether the mouse moved (or a key was pressed) within the last `idleMs`; always false when not `enabled`. */
export function usePointerActive(enabled: boolean, idleMs: number): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const wake = () => {
      const now = Date.now();
      if (timer !== undefined && now - last < POINTER_THROTTLE_MS) return;
      last = now;
      setActive(true);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        setActive(false);
      }, idleMs);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, wake, { passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, wake);
      if (timer !== undefined) clearTimeout(timer);
      setActive(false);
    };
  }, [enabled, idleMs]);
  return enabled && active;
}

const OFF_HOURS_CHECK_MS = 30_000;

/** Whether the off hours hold now (re-checked every 30 s while there is a schedule; the wall re-renders on a change only). */
export function useOffHours(schedule: OffHours | null): boolean {
  const [off, setOff] = useState(() => isOffHours(schedule, new Date()));
  useEffect(() => {
    const check = () => setOff(isOffHours(schedule, new Date()));
    check();
    if (!schedule) return;
    const id = setInterval(check, OFF_HOURS_CHECK_MS);
    return () => clearInterval(id);
  }, [schedule]);
  return off;
}

export interface UnattendedReload {
  /** No one operates the wall: kiosk mode, or rotation on. */
  unattended: boolean;
  /** The rotation is stepping: it reloads at its own loop boundaries (use-rotation.ts). */
  rotating: boolean;
  paused: boolean;
  newBuild: boolean;
  /** The periodic reload (0: never): as long as the rotation's reload after N loops. */
  everyMs: number;
  offHours: boolean;
}

/**
 * Reloads an unattended wall that does not rotate — every `everyMs`, at once when a new build is deployed, and when
 * its off hours end (a fresh page each morning) — only when the server answers; a paused wall comes back paused.
 */
export function useUnattendedReload({ unattended, rotating, paused, newBuild, everyMs, offHours }: UnattendedReload): void {
  const active = unattended && !rotating;
  // The address to reload at: the page as it is when the reload comes.
  const location = useLocation();
  const where = useRef(createPath(location));
  useEffect(() => {
    where.current = createPath(location);
  });
  useEffect(() => {
    if (!active) return;
    let live = true;
    const reload = () => {
      if (live) void reloadIfReachable(where.current, paused ? keepPauseAcrossReload : undefined);
    };
    if (newBuild) reload();
    const id = everyMs > 0 ? setInterval(reload, everyMs) : undefined;
    return () => {
      live = false;
      if (id !== undefined) clearInterval(id);
    };
  }, [active, paused, newBuild, everyMs]);

  // The morning after: the off hours have ended.
  const wasOff = useRef(offHours);
  useEffect(() => {
    if (wasOff.current && !offHours && unattended) void reloadIfReachable(where.current);
    wasOff.current = offHours;
  }, [offHours, unattended]);
}
