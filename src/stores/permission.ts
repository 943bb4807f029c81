import { create } from 'zustand';
import { accessContext, buildMenu, filterRoutes, type AccessContext, type MenuEntry } from '@/routes/access';
import { ROUTE_TABLE } from '@/routes/route-table';
import type { RouteNode } from '@/routes/types';

interface SessionLike {
  login?: string;
  roles: string[];
  organizationType?: 'library' | 'district';
  roleType: { userType?: string } | null;
  user: { library?: { campusId?: number | null } | null } | null;
  curLibrary: { id: number } | null;
}

/** Permission state, spec §3: the routes the user may open (and the menu made of them). */
interface PermissionState {
  routes: RouteNode[];
  addRoutes: RouteNode[];
  menu: MenuEntry[];
  ctx: AccessContext | null;
  generateRoutes: (session: SessionLike) => void;
  reset: () => void;
}

export function contextFor(session: SessionLike): AccessContext {
  return accessContext({
    login: session.login,
    roles: session.roles,
    organizationType: session.organizationType,
    userType: session.roleType?.userType,
    campusId: session.user?.library?.campusId ?? null,
    libraryView: session.curLibrary != null,
  });
}

export const usePermission = create<PermissionState>((set) => ({
  routes: [],
  addRoutes: [],
  menu: [],
  ctx: null,
  generateRoutes: (session) => {
    const ctx = contextFor(session);
    const addRoutes = filterRoutes(ROUTE_TABLE, ctx).filter((r) => !r.public);
    set({ ctx, addRoutes, routes: [...ROUTE_TABLE.filter((r) => r.public), ...addRoutes], menu: buildMenu(ctx) });
  },
  reset: () => set({ routes: [], addRoutes: [], menu: [], ctx: null }),
}));
