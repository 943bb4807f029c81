import { create } from 'zustand';
import { MESSAGES, OK_CODE, ROLES } from '@/config/constants';
import { feedback } from '@/utils/feedback';
import { registerScopeProvider, registerUnauthorizedHandler } from '@/api/request-context';
import { ApiError } from '@/api/errors';
import type { Library, Profile } from '@/api/contract/auth';
import { getToken, removeToken, setToken } from '@/utils/cookies';
import { useConstants } from './constants';
import { usePermission } from './permission';
import { useTagsView } from './tags-view';

type OrganizationType = 'library' | 'district';

/** The user session: what the app knows of the signed-in user (docs/rules.md#session). */
export interface SessionFields {
  token: string | undefined;
  pdToken: string | undefined;
  login: string | undefined;
  organizationId: number | undefined;
  organizationType: OrganizationType | undefined;
  name: string;
  roles: string[];
  city: string;
  libraries: Library[];
  curLibrary: Library | null;
  curCampusId: number | null;
  curCampusName: string;
  region: string;
  regionAddr: string;
  semesterId: number | null;
  roleType: { userType?: string } | null;
  user: Profile | null;
  lesseeId: string | number | null;
}

interface SessionActions {
  /** POST /auth/login, then the profile; resolves with where to land. */
  signIn: (form: { username: string; password: string }) => Promise<void>;
  /** Profile, libraries, initial data, role type, lessee, years, routes. Throws ApiError/Error. */
  loadSession: () => Promise<void>;
  logout: () => Promise<void>;
  resetToken: () => void;
  changeRole: (role: string) => Promise<void>;
  /**
   * Library-view mode on (a library) or off (null). The URL's `school` decides: src/app/scope-sync.ts calls this on
   * every navigation (a choice is a navigation). The last state is kept (`via: 'launch'` for this tab only) for the
   * first load of an address that names no school.
   */
  selectLibrary: (library: Library | null, via?: 'user' | 'launch') => void;
  setCampus: (campusId: number | null, campusName?: string) => void;
  /** Launch from another platform: pd token for lid/cid, used as the access token (docs/rules.md#session). */
  launch: (params: { lid?: number; cid?: number; name?: string }) => Promise<void>;
}

export type SessionState = SessionFields & SessionActions;

const EMPTY: SessionFields = {
  token: undefined,
  pdToken: undefined,
  login: undefined,
  organizationId: undefined,
  organizationType: undefined,
  name: '',
  roles: [],
  city: '',
  libraries: [],
  curLibrary: null,
  curCampusId: null,
  curCampusName: '',
  region: '',
  regionAddr: '',
  semesterId: null,
  roleType: null,
  user: null,
  lesseeId: null,
};

/** The organization-type rules (docs/rules.md#session), as a pure function of the profile. */
export function organizationFromProfile(profile: Profile): Pick<SessionFields, 'organizationType' | 'city' | 'name'> {
  const roles = profile.authorities ?? [];
  if (roles.includes(ROLES.library)) {
    return { organizationType: 'library', city: profile.library?.name ?? profile.libraryName ?? '', name: profile.libraryName ?? '' };
  }
  if (roles.includes(ROLES.zone)) {
    return { organizationType: 'district', city: profile.city ?? '', name: profile.organizationName ?? '' };
  }
  // A teacher (any account whose profile names its school) is named by its school: the navbar shows the
  // organisation, the user menu the person.
  const school = profile.libraryName ?? profile.library?.name;
  return { organizationType: 'district', city: profile.city ?? '', name: school ?? profile.userName ?? '' };
}

/**
 * The calls of the session (./session-api: the request wrapper and the auth contract), loaded on first use:
 * the login page renders without axios and zod, which come with the first call.
 */
const sessionApi = () => import('./session-api');

const storageKey = (login: string, what: string) => `srp:${login}:${what}`;

/**
 * Where a library choice is kept: the user's own choice in localStorage (it outlives the tab); a choice made
 * by a launch (lid) only in sessionStorage, so that a later ordinary login is not left in library-view mode.
 */
function storeFor(kind: 'user' | 'launch'): Storage {
  return kind === 'launch' ? sessionStorage : localStorage;
}

function persistLibrary(login: string | undefined, library: Library | null, kind: 'user' | 'launch'): void {
  if (!login) return;
  try {
    for (const k of ['user', 'launch'] as const) storeFor(k).removeItem(storageKey(login, 'library'));
    if (library) storeFor(kind).setItem(storageKey(login, 'library'), JSON.stringify({ id: library.id, name: library.name }));
  } catch {
    /* storage unavailable: library-view mode simply does not survive a reload */
  }
}

function restoredLibrary(login: string, libraries: Library[]): Library | null {
  try {
    const raw = storeFor('launch').getItem(storageKey(login, 'library')) ?? storeFor('user').getItem(storageKey(login, 'library'));
    if (!raw) return null;
    const { id } = JSON.parse(raw) as { id?: unknown };
    return libraries.find((l) => l.id === id) ?? null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>((set, get) => {
  const regenerate = () => usePermission.getState().generateRoutes(get());

  return {
    ...EMPTY,
    token: getToken(),

    signIn: async ({ username, password }) => {
      const api = await sessionApi();
      const res = await api.postLogin(username.trim(), password);
      setToken(res.access_token);
      set({ ...EMPTY, token: res.access_token });
      await get().loadSession();
    },

    loadSession: async () => {
      const api = await sessionApi();
      const profile = await api.fetchProfile();
      if (!profile) throw new Error(MESSAGES.noUserInfo);
      const roles = profile.authorities ?? [];
      if (roles.length === 0) throw new Error(MESSAGES.noAuthorities);
      const org = organizationFromProfile(profile);
      const isZone = roles.includes(ROLES.zone) && profile.organizationId != null;
      // Everything after the profile is independent: one round trip instead of a chain.
      const [libs, initial, roleType, lessee, years] = await api.fetchSessionExtras(isZone ? profile.organizationId! : undefined);
      if (libs.status === 'rejected') throw libs.reason;
      const libraries = libs.value;
      const curLibrary = isZone ? restoredLibrary(profile.login, libraries) : null;
      set({
        token: getToken(),
        login: profile.login,
        organizationId: profile.organizationId ?? undefined,
        ...org,
        organizationType: curLibrary ? 'library' : org.organizationType,
        roles,
        libraries,
        curLibrary,
        user: profile,
      });
      if (initial.status === 'fulfilled') {
        set({
          region: initial.value.regionType ?? '',
          regionAddr: initial.value.addr ?? '',
          semesterId: initial.value.semesterId ?? null,
        });
      }
      if (roleType.status === 'fulfilled') set({ roleType: roleType.value });
      else {
        set({ roleType: null });
        feedback.error(MESSAGES.roleTypeFailed, 5);
      }
      if (lessee.status === 'fulfilled') set({ lesseeId: lessee.value });
      if (years.status === 'fulfilled') useConstants.getState().setYears(years.value.data, years.value.current);
      regenerate();
    },

    logout: async () => {
      try {
        await (await sessionApi()).postLogout();
      } catch {
        /* the session ends locally whatever the server says */
      }
      const { login } = get();
      removeToken();
      set({ ...EMPTY, token: undefined });
      usePermission.getState().reset();
      useTagsView.getState().replaceAll([]);
      useConstants.getState().reset();
      if (login) clearUserStorage(login);
    },

    resetToken: () => {
      removeToken();
      set({ token: undefined, roles: [] });
      usePermission.getState().reset();
    },

    changeRole: async (role) => {
      const token = `${role}-token`;
      setToken(token);
      set({ ...EMPTY, token });
      useTagsView.getState().replaceAll([]);
      await get().loadSession();
    },

    selectLibrary: (library, via = 'user') => {
      const { login, user } = get();
      persistLibrary(login, library, via);
      const base = user ? organizationFromProfile(user) : { organizationType: 'district' as const };
      set({ curLibrary: library, organizationType: library ? 'library' : base.organizationType, curCampusId: null, curCampusName: '' });
      regenerate();
    },

    setCampus: (campusId, campusName = '') => set({ curCampusId: campusId, curCampusName: campusName }),

    launch: async ({ lid, cid, name }) => {
      let res;
      try {
        res = await (await sessionApi()).fetchUserToken(lid, cid);
      } catch (error) {
        throw new Error(MESSAGES.pdTokenFailed, { cause: error });
      }
      if (res.code !== OK_CODE || !res.data) throw new Error(res.msg || MESSAGES.pdTokenFailed);
      setToken(res.data);
      set({ ...EMPTY, token: res.data, pdToken: res.data });
      await get().loadSession();
      if (lid != null) {
        const lib = get().libraries.find((l) => l.id === lid);
        if (lib) get().selectLibrary(lib, 'launch');
      }
      if (cid != null) get().setCampus(cid, name ?? '');
    },
  };
});

/** Per-user things kept in storage (tabs, settings, library choice) go with logout. */
function clearUserStorage(login: string): void {
  try {
    for (const store of [localStorage, sessionStorage]) {
      for (let i = store.length - 1; i >= 0; i--) {
        const key = store.key(i);
        if (key?.startsWith(storageKey(login, ''))) store.removeItem(key);
      }
    }
  } catch {
    /* nothing stored */
  }
}

/** The message for a failed session load: the error's, else 'Has Error' (docs/rules.md#messages). */
export function sessionErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || MESSAGES.hasError;
  return MESSAGES.hasError;
}

registerScopeProvider(() => {
  const s = useSession.getState();
  return { libraryId: s.curLibrary?.id ?? null, campusId: s.curCampusId };
});
registerUnauthorizedHandler(() => useSession.getState().resetToken());
