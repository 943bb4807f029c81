import { readSession, type StoredSession } from '@/utils/stored-session';

/**
 * Role switching's way back (docs/rules.md#session): while an admin looks as another role, the admin's own session
 * (its tokens) is kept here, bound to the switched session's id, so that 返回管理员 restores it in any tab of the
 * switched session (also after a reload). Cleared by 返回管理员, logout and expiry; an entry whose session is no
 * longer the browser's is dropped when read.
 */
export interface RoleSwitchState {
  /** The login to go back to (the admin's). */
  from: string;
  /** The role switched to. */
  role: string;
  /** The switched session: the way back shows only while it is the browser's session. */
  sid: string;
  /** The admin's own session, restored by 返回管理员. */
  admin: StoredSession;
}

export const ROLE_SWITCH_KEY = 'srp:role-switch';

export function readRoleSwitch(): RoleSwitchState | null {
  try {
    const raw = localStorage.getItem(ROLE_SWITCH_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<RoleSwitchState>;
    const valid =
      typeof v.from === 'string' && typeof v.role === 'string' && typeof v.sid === 'string' && typeof v.admin?.access === 'string';
    if (!valid || readSession()?.sid !== v.sid) {
      localStorage.removeItem(ROLE_SWITCH_KEY);
      return null;
    }
    return { from: v.from!, role: v.role!, sid: v.sid!, admin: v.admin! };
  } catch {
    return null;
  }
}

export function writeRoleSwitch(state: RoleSwitchState): void {
  try {
    localStorage.setItem(ROLE_SWITCH_KEY, JSON.stringify(state));
  } catch {
    /* storage unavailable: no way back after a reload */
  }
}

export function clearRoleSwitch(): void {
  try {
    localStorage.removeItem(ROLE_SWITCH_KEY);
  } catch {
    /* nothing stored */
  }
}
