/**
 * The scope vocabulary of the statistics calls, typed from the contract (`scopeInfo` in src/api/contract/common.ts):
 * what part of the city a response covers, how it is named on screen and what its parts are called.
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { useSession } from '@/stores/session';
import type { scopeInfo } from '@/api/contract/common';

/** What the server says the figures cover (every statistics response has it). */
export type ScopeInfo = z.output<typeof scopeInfo>;
export type ScopeLevel = ScopeInfo['level'];

/** The tag before a scope's name: 全市 滨江市, 区域 望海区, 学校 …, 校区 …. */
export const SCOPE_LEVEL_LABELS: Record<ScopeLevel, string> = { city: '全市', district: '区域', library: '学校', campus: '校区' };

/** What the parts of a scope are called in its tables and charts: a school lists 校区, a district or the city 学校. */
export function unitLabel(level: ScopeLevel | undefined): '学校' | '校区' {
  return level === 'library' || level === 'campus' ? '校区' : '学校';
}

/**
 * Whether rows of a scope come from several schools, so that a table of students, classes or readers needs a
 * 学校 column. The one place this is decided.
 */
export function spansSchools(level: ScopeLevel | undefined): boolean {
  return level === 'district' || level === 'city';
}

/**
 * The scope level the session implies, for the moment before the first response names it (so skeletons
 * already carry the right titles): a chosen library, a library account or any account whose profile names
 * its school (a teacher: the server scopes such accounts to their school, docs/api.md) = school, roleType
 * CITY = city, else district.
 */
export function useSessionScopeLevel(): ScopeLevel {
  const curLibrary = useSession((s) => s.curLibrary);
  const organizationType = useSession((s) => s.organizationType);
  const ownSchool = useSession((s) => s.user?.library != null);
  const userType = useSession((s) => s.roleType?.userType);
  return scopeLevel(!!curLibrary, organizationType, ownSchool, userType);
}

/** useSessionScopeLevel outside React (a page's data asked for before it renders). */
export function sessionScopeLevel(): ScopeLevel {
  const s = useSession.getState();
  return scopeLevel(!!s.curLibrary, s.organizationType, s.user?.library != null, s.roleType?.userType);
}

function scopeLevel(
  library: boolean,
  organizationType: string | null | undefined,
  ownSchool: boolean,
  userType: string | undefined,
): ScopeLevel {
  if (library || organizationType === 'library' || ownSchool) return 'library';
  return userType === 'CITY' ? 'city' : 'district';
}

/**
 * The scope and school year of a page live in its URL (docs/rules.md#scope): `school` (the library a district
 * or city user looks at), `campus` (a campus id, or `all`) and `yid` (the school year). The session and the
 * constants store follow the URL (src/app/scope-sync.ts, on every navigation); every link the app builds
 * carries the current values (`scopeSearch`), so that Back, Forward, F5 and a copied link show the same thing.
 * (`lid` / `cid` are the launch's parameters, docs/rules.md#session, not these.)
 */
export const SCOPE_PARAMS = { library: 'school', campus: 'campus', year: 'yid' } as const;
const SCOPE_ORDER = [SCOPE_PARAMS.library, SCOPE_PARAMS.campus, SCOPE_PARAMS.year] as const;

/** The messages of a scope the URL names but the user may not see (the page falls back to the user's own). */
export const SCOPE_MESSAGES = {
  library: '无权查看该学校或学校不存在，已显示本账号的范围',
  campus: '该校区不属于当前学校，已显示全部校区',
  year: '该学年不存在，已显示当前学年',
  page: '该页面不属于所选学校的视图，已转到该校首页',
} as const;

/**
 * Navigation state that makes the target URL literal, `navigate(to, { state: LITERAL_SCOPE })`: a scope value it
 * does not name is the user's own (全部学校), not carried from the page before (src/app/scope-sync.ts).
 */
export const LITERAL_SCOPE = { literalScope: true } as const;

type ScopePatch = Partial<Record<(typeof SCOPE_ORDER)[number], string | null>>;

/**
 * The scope part of a search string (`?school=5&campus=7&yid=3`, '' when none), from the current one, with
 * `patch` applied (null drops a value). Another school drops the campus (campuses belong to a school).
 */
export function scopeSearch(current: string | URLSearchParams, patch: ScopePatch = {}): string {
  const from = new URLSearchParams(current);
  const out = new URLSearchParams();
  const schoolChanged = SCOPE_PARAMS.library in patch && (patch[SCOPE_PARAMS.library] ?? null) !== from.get(SCOPE_PARAMS.library);
  for (const name of SCOPE_ORDER) {
    const value = name in patch ? patch[name] : name === SCOPE_PARAMS.campus && schoolChanged ? null : from.get(name);
    if (value != null && value !== '') out.set(name, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

/**
 * A link target inside the app: `to` (a path, maybe with its own query) with the scope of `current` in place of
 * any scope `to` names, so that a tab, a crumb or a menu entry opens in the scope the user is looking at.
 */
export function scopedLink(to: string, current: string | URLSearchParams, patch: ScopePatch = {}): { pathname: string; search: string } {
  const [pathname, query = ''] = to.split('?', 2) as [string, string?];
  const own = new URLSearchParams(query);
  for (const name of SCOPE_ORDER) own.delete(name);
  const scope = new URLSearchParams(scopeSearch(current, patch));
  for (const [k, v] of scope) own.set(k, v);
  const text = own.toString();
  return { pathname, search: text ? `?${text}` : '' };
}

/** `scopedLink` for the current location: what a link built by a component should point to. */
export function useScopedLink(): (to: string, patch?: ScopePatch) => { pathname: string; search: string } {
  const { search } = useLocation();
  return useCallback((to: string, patch: ScopePatch = {}) => scopedLink(to, search, patch), [search]);
}
