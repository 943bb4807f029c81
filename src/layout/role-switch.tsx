/**
 * Role switching (docs/rules.md#session): `admin` picks 切换角色 in the user menu; the switch stores `{role}-token` as the
 * token, reloads the profile, regenerates the routes and clears the tabs (`useSession().changeRole`), then
 * lands on the new role's first page. While switched, the navbar shows who the admin is looking as and a
 * 返回管理员 button; the tab remembers where it came from (sessionStorage), so a reload keeps the way back.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Tag, Tooltip } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { ROLES } from '@/config/constants';
import { decide } from '@/routes/navigation-rules';
import { snapshot } from '@/stores/guard-snapshot';
import { useSession, sessionErrorMessage } from '@/stores/session';
import { useTagsView } from '@/stores/tags-view';
import { feedback } from '@/utils/feedback';

/** The roles an admin can look as: the backend's role tokens (the demo accounts' logins). */
export const SWITCH_ROLES: readonly { role: string; label: string }[] = [
  { role: 'zone', label: '区域用户' },
  { role: 'city', label: '市级用户' },
  { role: 'library', label: '学校图书馆' },
  { role: 'arrival', label: '到馆试点学校' },
  { role: 'teacher', label: '教师' },
  { role: 'reader', label: '阅读数据专员' },
];

/** Where the way back is kept for this tab. */
export const ROLE_SWITCH_KEY = 'srp:role-switch';

export interface RoleSwitchState {
  /** The role to go back to. */
  from: string;
  /** The role switched to, and its token: the way back shows only while this token is the session's. */
  role: string;
  token: string;
}

function readRoleSwitch(): RoleSwitchState | null {
  try {
    const raw = sessionStorage.getItem(ROLE_SWITCH_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<RoleSwitchState>;
    return typeof v.from === 'string' && typeof v.role === 'string' && typeof v.token === 'string'
      ? { from: v.from, role: v.role, token: v.token }
      : null;
  } catch {
    return null;
  }
}

function writeRoleSwitch(state: RoleSwitchState | null): void {
  try {
    if (state) sessionStorage.setItem(ROLE_SWITCH_KEY, JSON.stringify(state));
    else sessionStorage.removeItem(ROLE_SWITCH_KEY);
  } catch {
    /* storage unavailable: the way back does not survive a reload */
  }
}

/** Forgets the way back (logout). */
export function clearRoleSwitch(): void {
  writeRoleSwitch(null);
}

const roleLabel = (role: string) => SWITCH_ROLES.find((r) => r.role === role)?.label ?? role;

/**
 * The page a switch lands on. The tabs were cleared by changeRole, but the page on screen while the new profile
 * loads gets its tab back (and the new login's stored tabs return): once the landing page is shown, only it
 * and the affixed tabs stay.
 */
let landingAfterSwitch: string | null = null;

/** Switches to `role` (or back), then opens the new role's first page (the guard's landing for '/'). */
export function useSwitchRole(): { switching: boolean; switchTo: (role: string, from: string | null) => Promise<void> } {
  const changeRole = useSession((s) => s.changeRole);
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const switchTo = async (role: string, from: string | null) => {
    setSwitching(true);
    writeRoleSwitch(from ? { from, role, token: `${role}-token` } : null);
    try {
      await changeRole(role);
    } catch (error) {
      feedback.error(sessionErrorMessage(error), 5);
    } finally {
      setSwitching(false);
    }
    const decision = decide({ pathname: '/', search: '' }, snapshot());
    const landing = decision.type === 'redirect' ? decision.to : '/';
    landingAfterSwitch = landing;
    void navigate(landing);
  };
  return { switching, switchTo };
}

/** Closes every tab but the landing page's (and the affixed ones) once a switch has landed. */
function useTabsAfterSwitch(): void {
  const { pathname } = useLocation();
  const login = useSession((s) => s.login);
  useEffect(() => {
    if (!landingAfterSwitch || pathname !== landingAfterSwitch || !login) return;
    const keep = landingAfterSwitch;
    landingAfterSwitch = null;
    useTagsView.getState().retainViews((v) => !!v.meta?.affix || v.path === keep);
  }, [pathname, login]);
}

/** Whether the user may switch roles: the admin role. */
export function useCanSwitchRole(): boolean {
  return useSession((s) => s.roles.includes(ROLES.admin));
}

/** The navbar's way back while an admin looks as another role. */
export function RoleSwitchBack() {
  useTabsAfterSwitch();
  const token = useSession((s) => s.token);
  const { switching, switchTo } = useSwitchRole();
  const state = readRoleSwitch();
  if (!state || !token || state.token !== token) return null;
  return (
    <span className="srp-role-switch" data-testid="role-switch">
      <Tag color="orange" variant="filled" style={{ marginInlineEnd: 0 }}>
        正在以「{roleLabel(state.role)}」身份查看
      </Tag>
      <Tooltip title="回到管理员账号">
        <Button
          size="small"
          type="primary"
          danger
          icon={<RollbackOutlined />}
          loading={switching}
          onClick={() => void switchTo(state.from, null)}
        >
          返回管理员
        </Button>
      </Tooltip>
    </span>
  );
}
