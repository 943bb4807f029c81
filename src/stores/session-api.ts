import { LIBRARIES_PAGE_SIZE } from '@/config/constants';
import { call } from '@/api/client';
import {
  initialDataEndpoint,
  lesseeIdEndpoint,
  librariesEndpoint,
  loginEndpoint,
  logoutEndpoint,
  profileEndpoint,
  roleTypeEndpoint,
  schoolYearEndpoint,
  userTokenEndpoint,
  type Library,
} from '@/api/contract/auth';

/**
 * The session's calls (signing in and out, the profile, the launch: docs/rules.md#session). Loaded by
 * src/stores/session.ts on the first sign-in, session load, logout or launch, so that the login route does not load
 * the request wrapper (axios) and the contract (zod) before the user submits the form: the wrapper is the first page
 * of the app that needs them.
 */

export function postLogin(username: string, password: string) {
  return call(loginEndpoint, { username, password });
}

export function fetchProfile() {
  return call(profileEndpoint);
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

export function postLogout() {
  return call(logoutEndpoint, {});
}

export function fetchUserToken(lid: number | undefined, cid: number | undefined) {
  return call(userTokenEndpoint, { lid, cid });
}
