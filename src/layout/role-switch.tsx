/**
 * Role switching (docs/rules.md#session): `admin` picks 切换角色 in the user menu; the backend issues the role's token
 * (POST /auth/switch-role), the profile is reloaded, the routes regenerated and the tabs cleared
 * (`useSession().changeRole`), then the new role's first page opens. While switched, the navbar shows who the admin is
 * looking as and 返回管理员, which restores the admin's own token (kept by src/stores/role-switch.ts for the switched
 * session, so a reload or another tab keeps the way back). No token is ever made from a role name here.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Tag } from 'antd';
import { Hint } from '@/components/hint';
import { RollbackOutlined } from '@ant-design/icons';
import { ROLES } from '@/config/constants';
import { decide } from '@/routes/navigation-rules';
import { snapshot } from '@/stores/guard-snapshot';
import { readRoleSwitch } from '@/stores/role-switch';
import { useSession, sessionErrorMessage } from '@/stores/session';
import { useTagsView } from '@/stores/tags-view';
import { feedback } from '@/utils/feedback';

/** The roles an admin can look as: the switch-role call's `role` values (docs/api.md). */
export const SWITCH_ROLES: readonly { role: string; label: string }[] = [
  { role: 'zone', label: '区域用户' },
  { role: 'city', label: '市级用户' },
  { role: 'library', label: '学校图书馆' },
  { role: 'arrival', label: '到馆试点学校' },
  { role: 'teacher', label: '教师' },
  { role: 'reader', label: '阅读数据专员' },
];

const roleLabel = (role: string) => SWITCH_ROLES.find((r) => r.role === role)?.label ?? role;

/**
 * The page a switch lands on. The tabs were cleared by changeRole, but the page on screen while the new profile
 * loads gets its tab back (and the new login's stored tabs return): once the landing page is shown, only it
 * and the affixed tabs stay.
 */
let landingAfterSwitch: string | null = null;

/** Switches to `role`, or back to the admin (`role` null), then opens the new session's first page (the guard's landing for '/'). */
export function useSwitchRole(): { switching: boolean; switchTo: (role: string | null) => Promise<void> } {
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const switchTo = async (role: string | null) => {
    setSwitching(true);
    try {
      if (role) await useSession.getState().changeRole(role);
      else await useSession.getState().returnFromRole();
    } catch (error) {
      feedback.error(sessionErrorMessage(error), 5);
      return;
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
  // Re-read whenever the session changes (a switch, a return, another tab).
  const sessionId = useSession((s) => s.sessionId);
  const { switching, switchTo } = useSwitchRole();
  const state = sessionId ? readRoleSwitch() : null;
  if (!state || state.sid !== sessionId) return null;
  return (
    <span className="srp-role-switch" data-testid="role-switch">
      <Tag color="orange" variant="filled" style={{ marginInlineEnd: 0 }}>
        正在以「{roleLabel(state.role)}」身份查看
      </Tag>
      <Hint title="回到管理员账号">
        <Button size="small" type="primary" danger icon={<RollbackOutlined />} loading={switching} onClick={() => void switchTo(null)}>
          返回管理员
        </Button>
      </Hint>
    </span>
  );
}
