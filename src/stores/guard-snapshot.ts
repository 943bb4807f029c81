import type { GuardSnapshot } from '@/routes/navigation-rules';
import { usePermission } from './permission';
import { useSession } from './session';

/** What the navigation rules (src/routes/navigation-rules.ts) need to know of the session, now. */
export function snapshot(): GuardSnapshot {
  const s = useSession.getState();
  const p = usePermission.getState();
  return {
    token: s.token,
    loaded: s.roles.length > 0 && p.ctx !== null,
    login: s.login,
    userType: s.roleType?.userType,
    ctx: p.ctx,
  };
}
