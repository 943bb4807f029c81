import { LIBRARIES_PAGE_SIZE } from '@/config/constants';
import { call } from '@/api/client';
import {
  initialDataEndpoint,
  lesseeIdEndpoint,
  librariesEndpoint,
  loginEndpoint,
  logoutEndpoint,
  profileEndpoint,
  refreshEndpoint,
  roleTypeEndpoint,
  schoolYearEndpoint,
  ssoExchangeEndpoint,
  switchRoleEndpoint,
  userTokenEndpoint,
  type Library,
} from '@/api/contract/auth';
import type { LaunchProof } from '@/utils/launch-params';

/**
 * The session's calls (signing in and out, renewal, the profile, sign-on, the launch, role switching:
 * docs/rules.md#session). Loaded by src/stores/session.ts on the first sign-in, session load, logout or launch, so
 * that the login route does not load the request wrapper (axios) and the contract (zod) before the user submits the
 * form: the wrapper is the first page of the app that needs them.
 */

export function postLogin(username: string, password: string, rememberMe: boolean) {
  return call(loginEndpoint, { username, password, rememberMe });
}

/** Renewal: quiet, its failure is the session's to handle (one message, src/api/client.ts). */
export function postRefresh(refreshToken: string) {
  return call(refreshEndpoint, { refresh_token: refreshToken }, undefined, { quiet: true });
}

/** The profile of the session (renewed on a 401), or of the account a given token belongs to. */
export function fetchProfile(bearer?: string, quiet = false) {
  return call(profileEndpoint, {}, undefined, { quiet, ...(bearer ? { bearer } : {}) });
}

/** Everything after the profile, independent of each other: one round trip instead of a chain. */
export function fetchSessionExtras(zoneOrganizationId: number | undefined) {
  return Promise.allSettled([
    zoneOrganizationId !== undefined
      ? call(librariesEndpoint, { 'parentId.equals': zoneOrganizationId, size: LIBRARIES_PAGE_SIZE })
      : Promise.resolve<Library[]>([]),
    call(initialDataEndpoint),
    call(roleTypeEndpoint),
    call(lesseeIdEndpoint),
    call(schoolYearEndpoint, {}),
  ] as const);
}

/** Ends the session at the server: the session's, or the one of a given token. Quiet: the app ends it anyway. */
export function postLogout(bearer?: string) {
  return call(logoutEndpoint, {}, undefined, { quiet: true, ...(bearer ? { bearer } : {}) });
}

export function fetchUserToken(proof: LaunchProof) {
  return call(userTokenEndpoint, proof, undefined, { quiet: true });
}

export function postSsoExchange(input: { provider: string; code?: string; ticket?: string; redirect_uri: string }) {
  return call(ssoExchangeEndpoint, input, undefined, { quiet: true });
}

export function postSwitchRole(role: string) {
  return call(switchRoleEndpoint, { role });
}
