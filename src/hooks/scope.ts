/**
 * The scope vocabulary of the statistics calls, typed from the contract (`scopeInfo` in src/api/contract/common.ts):
 * what part of the city a response covers, how it is named on screen and what its parts are called.
 */
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
  if (curLibrary || organizationType === 'library' || ownSchool) return 'library';
  return userType === 'CITY' ? 'city' : 'district';
}
