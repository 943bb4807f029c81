import { create } from 'zustand';
import { MESSAGES, OK_CODE, PUBLIC_PATHS, REMEMBER_DAYS, ROLES } from '@/config/constants';
import { feedback, navigateTo } from '@/utils/feedback';
import { registerRenewer, registerScopeProvider, registerTokenProvider, registerUnauthorizedHandler } from '@/api/request-context';
import { renewOnce } from '@/api/renewal';
import { ApiError } from '@/api/errors';
import type { Library, Profile, TokenGrant } from '@/api/contract/auth';
import type { LaunchProof } from '@/utils/launch-params';
import { safeRedirect } from '@/utils/safe-redirect';
import { onSessionMessage, postSessionMessage, reactToSessionMessage } from '@/utils/session-channel';
import {
  clearSession,
  newSessionId,
  readSession,
  renewDelay,
  withRenewalLock,
  writeSession,
  type StoredSession,
} from '@/utils/stored-session';
import { useConstants } from './constants';
import { clearSnapshot, readSnapshot, writeSnapshot, type SessionData } from './session-snapshot';
import { useErrorLog } from './error-log';
import { usePermission } from './permission';
import { clearRoleSwitch, readRoleSwitch, writeRoleSwitch } from './role-switch';
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
  /**
   * The sign-in this tab shows (StoredSession.sid): set when the tab opens a session or boots into one. While it is
   * set, the tab sends no request under another session (docs/rules.md#session, one user per browser).
   */
  sessionId: string | undefined;
}

/** How a session is opened: its cookies' end (自动登录) and, for the same user signing on again, its id. */
interface OpenOptions {
  /** 自动登录: the cookies last until then (ms); else they end with the browser. */
  until?: number;
  sid?: string;
  /** Another user's session is replaced: it is ended at the server first. */
  replacing?: boolean;
}

interface SessionActions {
  /** POST /auth/login (自动登录: `remember`), then the profile. */
  signIn: (form: { username: string; password: string; remember?: boolean }) => Promise<void>;
  /** Profile, libraries, initial data, role type, lessee, years, routes. Throws ApiError/Error. */
  loadSession: () => Promise<void>;
  /**
   * The session as its last load left it (./session-snapshot.ts), without asking the server: true when this browser
   * session has a snapshot. The caller revalidates it at once (loadSession).
   */
  restoreSession: () => boolean;
  /** Ends the session at the server and in every tab of the browser: tokens, stores, error log, tabs, role switch. */
  logout: () => Promise<void>;
  /** Ends the session in every tab without asking the server (a failed profile load, a refused sign-in, expiry). */
  resetToken: () => void;
  /**
   * Opens the session of `grant` in this browser (every tab follows, docs/rules.md#session) and loads it: sign-on,
   * launch. The caller has asked first when another user was signed in.
   */
  openSession: (grant: TokenGrant, options?: OpenOptions) => Promise<void>;
  /**
   * The profile of the account a token belongs to, without making it the session's; without a token, the browser's
   * session's (renewed if need be). Undefined when it cannot tell.
   */
  whoIs: (token?: string) => Promise<Profile | undefined>;
  /** Ends a session at the server that never became the browser's (a sign-on or launch the user declined). */
  discardToken: (token: string) => Promise<void>;
  /** Single sign-on: hands the code or ticket to the backend (POST /auth/sso/exchange). Rejects with its reason. */
  exchangeSignOn: (input: { provider: string; code?: string; ticket?: string; redirect_uri: string }) => Promise<TokenGrant>;
  /** Admin only: the backend's token for `role`, the admin's own kept for 返回管理员 (POST /auth/switch-role). */
  changeRole: (role: string) => Promise<void>;
  /** 返回管理员: ends the switched session and restores the admin's own. */
  returnFromRole: () => Promise<void>;
  /**
   * Library-view mode on (a library) or off (null). The URL's `school` decides: src/app/scope-sync.ts calls this on
   * every navigation (a choice is a navigation). The last state is kept (`via: 'launch'` for this tab only) for the
   * first load of an address that names no school.
   */
  selectLibrary: (library: Library | null, via?: 'user' | 'launch') => void;
  setCampus: (campusId: number | null, campusName?: string) => void;
  /**
   * Launch from another platform: forwards the platform's proof to getUserToken and resolves with the session it
   * grants (docs/rules.md#session). Rejects with the server's msg, or 获取登录凭证失败！ when the call fails.
   */
  exchangeLaunch: (proof: LaunchProof) => Promise<TokenGrant>;
  /** After a launch's session is open: the launched library and campus become the scope. */
  selectLaunched: (params: { lid?: number; cid?: number; name?: string }) => void;
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
  sessionId: undefined,
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

/** The stored session of a grant, from now: its expiry from `expires_in`. */
function storedFrom(grant: TokenGrant, sid: string, until: number | undefined, now: number): StoredSession {
  return {
    access: grant.access_token,
    sid,
    ...(grant.refresh_token ? { refresh: grant.refresh_token } : {}),
    ...(grant.expires_in ? { expiresAt: now + grant.expires_in * 1000 } : {}),
    ...(until !== undefined ? { until } : {}),
  };
}

let renewTimer: ReturnType<typeof setTimeout> | undefined;

/** Renews the access token before it expires: a timer for the stored session's expiry (docs/rules.md#session). */
function scheduleRenewal(retry = false): void {
  clearTimeout(renewTimer);
  renewTimer = undefined;
  const stored = readSession();
  if (!stored?.expiresAt || !stored.refresh) return;
  renewTimer = setTimeout(
    () => {
      renewTimer = undefined;
      const token = readSession()?.access;
      // The same single attempt as a 401's (another tab may have renewed meanwhile: then nothing is sent).
      if (token) void renewOnce(token).then((renewed) => scheduleRenewal(!renewed));
    },
    renewDelay(stored.expiresAt, Date.now(), retry),
  );
}

const booted = readSession();

export const useSession = create<SessionState>((set, get) => {
  const regenerate = () => usePermission.getState().generateRoutes(get());

  /** The session's state from what its load fetched (or its snapshot): the organization rules, the routes. */
  /** What the state was last made from (JSON): a revalidation that brings the same changes nothing, renders nothing. */
  let applied: string | undefined;
  const apply = (data: SessionData) => {
    const json = JSON.stringify(data);
    if (json === applied && get().roles.length > 0) return;
    applied = json;
    const { profile, libraries, initial, roleType, lesseeId, years } = data;
    const roles = profile.authorities ?? [];
    const org = organizationFromProfile(profile);
    const isZone = roles.includes(ROLES.zone) && profile.organizationId != null;
    // A revalidation keeps the school the page shows (the address's, src/app/scope-sync.ts) while it is still one of
    // the user's; a first load takes the one kept in storage.
    const shown = get().curLibrary;
    const curLibrary = isZone
      ? shown && libraries.some((l) => l.id === shown.id)
        ? shown
        : restoredLibrary(profile.login, libraries)
      : null;
    set({
      token: readSession()?.access,
      login: profile.login,
      organizationId: profile.organizationId ?? undefined,
      ...org,
      organizationType: curLibrary ? 'library' : org.organizationType,
      roles,
      libraries,
      curLibrary,
      user: profile,
      roleType,
      ...(lesseeId !== null ? { lesseeId } : {}),
      ...(initial ? { region: initial.regionType ?? '', regionAddr: initial.addr ?? '', semesterId: initial.semesterId ?? null } : {}),
    });
    if (years) useConstants.getState().setYears(years.data, years.current);
    regenerate();
  };

  /** Forgets this tab's session: stores, the user's stored tabs and settings, the error log, the renewal timer. */
  const clearLocal = () => {
    const { login } = get();
    clearTimeout(renewTimer);
    renewTimer = undefined;
    set({ ...EMPTY, token: undefined, sessionId: undefined });
    usePermission.getState().reset();
    useTagsView.getState().replaceAll([]);
    useConstants.getState().reset();
    useErrorLog.getState().clearErrorLog();
    if (login) clearUserStorage(login);
  };

  /**
   * Ends the browser's session: this tab's state, the cookies, the role switch; the other tabs follow. A session
   * another tab has opened since (the cookies name another one) is not this tab's to end.
   */
  const endSession = () => {
    const mine = get().sessionId;
    const stored = readSession();
    const sid = mine ?? stored?.sid;
    clearLocal();
    if (!stored || mine === undefined || stored.sid === mine) {
      clearSession();
      clearSnapshot();
      clearRoleSwitch();
    }
    postSessionMessage({ type: 'signed-out', sid });
  };

  /** Makes `stored` the browser's session and this tab's (the other tabs reload into it when it is another one). */
  const adopt = (stored: StoredSession) => {
    const previous = get().sessionId;
    if (previous !== undefined && previous !== stored.sid) clearLocal();
    writeSession(stored);
    set({ ...(previous !== stored.sid ? EMPTY : {}), token: stored.access, sessionId: stored.sid });
    postSessionMessage({ type: 'signed-in', sid: stored.sid });
    scheduleRenewal();
  };

  return {
    ...EMPTY,
    token: booted?.access,
    sessionId: booted?.sid,

    signIn: async ({ username, password, remember = false }) => {
      const api = await sessionApi();
      const grant = await api.postLogin(username.trim(), password, remember);
      const now = Date.now();
      adopt(storedFrom(grant, newSessionId(), remember ? now + REMEMBER_DAYS * 86_400_000 : undefined, now));
      await get().loadSession();
    },

    openSession: async (grant, options = {}) => {
      const api = await sessionApi();
      // The other user's session (and an admin's kept one) ends at the server once the new one is the browser's: the
      // other tabs then no longer send its token (they reload into the new session).
      const replaced = options.replacing ? [readSession()?.access, readRoleSwitch()?.admin.access] : [];
      clearRoleSwitch();
      adopt(storedFrom(grant, options.sid ?? newSessionId(), options.until, Date.now()));
      for (const token of replaced) if (token) void api.postLogout(token).catch(() => undefined);
      try {
        await get().loadSession();
      } catch (error) {
        endSession();
        throw error;
      }
    },

    whoIs: async (token) => {
      try {
        const profile = await (await sessionApi()).fetchProfile(token, true);
        return profile || undefined;
      } catch {
        return undefined;
      }
    },

    discardToken: async (token) => {
      await (await sessionApi()).postLogout(token).catch(() => undefined);
    },

    exchangeSignOn: async (input) => (await sessionApi()).postSsoExchange(input),

    loadSession: async () => {
      const tabSid = get().sessionId;
      const api = await sessionApi();
      const profile = await api.fetchProfile();
      if (!profile) throw new Error(MESSAGES.noUserInfo);
      const roles = profile.authorities ?? [];
      if (roles.length === 0) throw new Error(MESSAGES.noAuthorities);
      const isZone = roles.includes(ROLES.zone) && profile.organizationId != null;
      // Everything after the profile is independent: one round trip instead of a chain.
      const [libs, initial, roleType, lessee, years] = await api.fetchSessionExtras(isZone ? profile.organizationId! : undefined);
      if (libs.status === 'rejected') throw libs.reason;
      if (roleType.status === 'rejected') feedback.error(MESSAGES.roleTypeFailed, 5);
      const data: SessionData = {
        profile,
        libraries: libs.value,
        initial: initial.status === 'fulfilled' ? initial.value : null,
        roleType: roleType.status === 'fulfilled' ? roleType.value : null,
        lesseeId: lessee.status === 'fulfilled' ? lessee.value : null,
        years: years.status === 'fulfilled' ? years.value : null,
      };
      // A session that ended meanwhile (signed out here or in another tab) is not brought back.
      const stored = readSession();
      if (!stored || get().sessionId !== tabSid) return;
      apply(data);
      writeSnapshot(get().sessionId ?? stored.sid, data);
    },

    restoreSession: () => {
      const data = readSnapshot(get().sessionId ?? readSession()?.sid);
      if (!data) return false;
      apply(data);
      return true;
    },

    logout: async () => {
      const api = await sessionApi();
      const kept = readRoleSwitch();
      // The server ends the session (and the admin's own, kept during a role switch); locally it ends whatever it says.
      await Promise.allSettled([api.postLogout(), ...(kept ? [api.postLogout(kept.admin.access)] : [])]);
      endSession();
    },

    resetToken: () => endSession(),

    changeRole: async (role) => {
      const api = await sessionApi();
      const admin = readSession();
      const from = get().login;
      const grant = await api.postSwitchRole(role);
      if (!admin || !from) throw new Error(MESSAGES.hasError);
      const sid = newSessionId();
      const stored = storedFrom(grant, sid, admin.until, Date.now());
      writeRoleSwitch({ from, role, sid, admin });
      adopt(stored);
      useTagsView.getState().replaceAll([]);
      await get().loadSession();
    },

    returnFromRole: async () => {
      const kept = readRoleSwitch();
      if (!kept) return;
      const api = await sessionApi();
      const switched = readSession()?.access;
      // The admin's own session comes back (renewed on its first 401 if it expired); then the switched one ends at the
      // server.
      clearRoleSwitch();
      adopt(kept.admin);
      if (switched) void api.postLogout(switched).catch(() => undefined);
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

    exchangeLaunch: async (proof) => {
      let res;
      try {
        res = await (await sessionApi()).fetchUserToken(proof);
      } catch (error) {
        throw new Error(MESSAGES.pdTokenFailed, { cause: error });
      }
      if (res.code !== OK_CODE || !res.data) throw new Error(res.msg || MESSAGES.pdTokenFailed);
      return { access_token: res.data, expires_in: res.expires_in, refresh_token: res.refresh_token };
    },

    selectLaunched: ({ lid, cid, name }) => {
      set({ pdToken: get().token });
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
// Renewal failed (or there was nothing to renew with): the session ends in every tab (the wrapper says 登录已过期) —
// unless the browser has another session by now, which this tab then reloads into.
registerUnauthorizedHandler(() => {
  const mine = useSession.getState().sessionId;
  const stored = readSession();
  if (mine !== undefined && stored && stored.sid !== mine) follow('reload');
  else useSession.getState().resetToken();
  return undefined;
});

/**
 * The renewal after a 401 (src/api/renewal.ts makes one attempt per tab at a time): under a browser-wide lock, so
 * that of the tabs failing together one renews and the others find its token; a refresh token is used once.
 */
registerRenewer((staleToken) =>
  withRenewalLock(async () => {
    const stored = readSession();
    const mine = useSession.getState().sessionId;
    if (!stored || (mine !== undefined && stored.sid !== mine)) return false;
    if (stored.access !== staleToken) return true;
    if (!stored.refresh) return false;
    let grant: TokenGrant;
    try {
      grant = await (await sessionApi()).postRefresh(stored.refresh);
    } catch {
      return false;
    }
    const now = Date.now();
    writeSession({
      ...stored,
      access: grant.access_token,
      refresh: grant.refresh_token ?? stored.refresh,
      expiresAt: grant.expires_in ? now + grant.expires_in * 1000 : undefined,
    });
    useSession.setState({ token: grant.access_token });
    scheduleRenewal();
    return true;
  }),
);

let leaving = false;

/** This tab shows a session the browser no longer has: to the login page (it ended) or into the new one (reload). */
function follow(reaction: 'reload' | 'sign-out'): void {
  if (leaving) return;
  const { pathname, search } = window.location;
  if (reaction === 'sign-out') {
    useSession.setState({ ...EMPTY, token: undefined, sessionId: undefined });
    usePermission.getState().reset();
    useTagsView.getState().replaceAll([]);
    useErrorLog.getState().clearErrorLog();
    if (!PUBLIC_PATHS.includes(pathname)) navigateTo(`/login?redirect=${encodeURIComponent(pathname + search)}`);
    return;
  }
  // A sign-on or a launch in progress here is this tab's own business; the login page goes where it was asked to.
  if (pathname === '/auth-redirect' || pathname === '/loading') return;
  leaving = true;
  if (pathname === '/login') window.location.replace(safeRedirect(new URLSearchParams(search).get('redirect'), '/'));
  else window.location.reload();
}

/**
 * The token of this tab's requests: the browser's session's, as long as it is the one this tab shows (src/api/client.ts
 * sends nothing on null). A tab that missed the other tab's message finds out here, before sending.
 */
registerTokenProvider(() => {
  const stored = readSession();
  const mine = useSession.getState().sessionId;
  if (mine === undefined) return stored?.access;
  if (!stored) {
    follow('sign-out');
    return null;
  }
  if (stored.sid !== mine) {
    follow('reload');
    return null;
  }
  return stored.access;
});

if (typeof window !== 'undefined') {
  onSessionMessage((message) => {
    const reaction = reactToSessionMessage(message, useSession.getState().sessionId);
    if (reaction !== 'none') follow(reaction);
  });
  scheduleRenewal();
}
