import { IDLE_WARNING_MS } from '@/config/constants';

/**
 * The idle timeout of shared school PCs (VITE_IDLE_TIMEOUT_MINUTES, off by default; docs/rules.md#session): the last
 * activity of any tab of the browser is kept in localStorage, so a person working in one tab keeps the others signed
 * in; the phases are pure functions of it (tests/unit/session-tokens.test.ts).
 */
export type IdlePhase = 'active' | 'warning' | 'expired';

export function idlePhase(lastActivity: number, now: number, timeoutMs: number, warnMs: number = IDLE_WARNING_MS): IdlePhase {
  const idle = now - lastActivity;
  if (idle >= timeoutMs) return 'expired';
  return idle >= timeoutMs - warnMs ? 'warning' : 'active';
}

/** Milliseconds until the phase can next change (the warning shows a countdown: at most a second). */
export function nextIdleCheck(lastActivity: number, now: number, timeoutMs: number, warnMs: number = IDLE_WARNING_MS): number {
  const idle = now - lastActivity;
  if (idle < timeoutMs - warnMs) return timeoutMs - warnMs - idle;
  return Math.max(0, Math.min(1000, timeoutMs - idle));
}

const KEY = 'srp:last-activity';
/** Activity is written at most this often (every pointer move would write). */
const WRITE_EVERY_MS = 5_000;
let written = 0;

export function lastActivity(now: number = Date.now()): number {
  try {
    const v = Number(localStorage.getItem(KEY));
    return Number.isFinite(v) && v > 0 && v <= now ? v : now;
  } catch {
    return now;
  }
}

/** Records activity now (throttled, unless `force`: an explicit 继续使用). */
export function markActivity(now: number = Date.now(), force = false): void {
  if (!force && now - written < WRITE_EVERY_MS) return;
  written = now;
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    /* no storage: this tab's activity only */
  }
}
