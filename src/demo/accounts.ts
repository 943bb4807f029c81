import { ROLES } from '@/config/constants';
import type { Profile } from '@/api/contract/auth';
import { findTeacher } from './district';
import { WELL_KNOWN, districtById, orgTree, schoolById } from './org';
import { sessionRevoked } from './auth-state';
import { readDemoToken, type DemoClaims } from './tokens';

/** Demo accounts (README): password 123456 for all; their tokens are signed by the demo API (./tokens.ts). */
export const DEMO_PASSWORD = '123456';

export type DemoLogin = 'admin' | 'zone' | 'library' | 'arrival' | 'city' | 'teacher' | 'reader';
export const DEMO_LOGINS: readonly DemoLogin[] = ['admin', 'zone', 'library', 'arrival', 'city', 'teacher', 'reader'];

export interface DemoAccount {
  login: DemoLogin;
  profile: Profile;
  userType: 'CITY' | 'DISTRICT' | 'SCHOOL';
  /** Where the account's data lives. */
  home: { cityWide: true } | { districtId: number } | { libraryId: number; campusId: number };
  /** The teacher the account is (a teacher account's classes: teacher/queryMyClasses). */
  teacherId?: number;
}

function schoolAccount(login: DemoLogin, libraryId: number, authorities: string[], userName: string): DemoAccount {
  const school = schoolById(libraryId)!;
  const campus = school.campuses[0];
  return {
    login,
    userType: 'SCHOOL',
    home: { libraryId, campusId: campus.id },
    profile: {
      login,
      authorities,
      organizationId: libraryId,
      city: orgTree().city.name,
      library: { campusId: campus.id, name: school.name },
      libraryName: school.name,
      organizationName: school.name,
      userName,
    },
  };
}

/** An education-bureau account (district, or the city's) whose data is its whole district. */
function districtAccount(
  login: DemoLogin,
  organizationId: number,
  organizationName: string,
  authorities: string[],
  userName: string,
): DemoAccount {
  return {
    login,
    userType: 'DISTRICT',
    home: { districtId: organizationId },
    profile: { login, authorities, organizationId, city: orgTree().city.name, organizationName, userName },
  };
}

let accounts: Map<string, DemoAccount> | null = null;

export function demoAccounts(): Map<string, DemoAccount> {
  if (accounts) return accounts;
  const tree = orgTree();
  const zone = districtById(WELL_KNOWN.zoneOrgId)!;
  const list: DemoAccount[] = [
    districtAccount('admin', zone.id, `${zone.name}教育局`, [ROLES.admin], '系统管理员'),
    districtAccount('zone', zone.id, `${zone.name}教育局`, [ROLES.zone], '李主任'),
    {
      ...districtAccount('city', tree.city.id, `${tree.city.name}教育局`, [ROLES.zone], '陈处长'),
      userType: 'CITY',
      home: { cityWide: true },
    },
    schoolAccount('library', WELL_KNOWN.libraryId, [ROLES.library], '张老师'),
    schoolAccount('arrival', WELL_KNOWN.arrivalLibraryId, [ROLES.library], '赵老师'),
    // The demo teacher's own name (the teacher 我的班级 shows), not a made-up one.
    {
      ...schoolAccount('teacher', WELL_KNOWN.teacherLibraryId, [ROLES.teacher], findTeacher(WELL_KNOWN.teacherId)?.name ?? '教师'),
      teacherId: WELL_KNOWN.teacherId,
    },
    schoolAccount('reader', WELL_KNOWN.libraryId, [ROLES.library], '阅读数据专员'),
  ];
  accounts = new Map(list.map((a) => [a.login, a]));
  return accounts;
}

/** The claims of a valid access token in an `Authorization: Bearer …` header (or the bare token): signed, unexpired, its session not ended. */
export function accessClaims(header: string | undefined | null): DemoClaims | undefined {
  const claims = readDemoToken(header?.replace(/^Bearer\s+/i, ''));
  return claims?.typ === 'access' && !sessionRevoked(claims.sid) ? claims : undefined;
}

/** The account behind an `Authorization: Bearer …` header: the demo account its valid access token names. */
export function accountForToken(header: string | undefined | null): DemoAccount | undefined {
  const claims = accessClaims(header);
  return claims ? demoAccounts().get(claims.sub) : undefined;
}

/** Libraries under an organisation: a district's schools, or every school of the city; each with its district. */
export function librariesUnder(
  organizationId: number,
): Array<{ id: number; name: string; districtName: string; campuses: Array<{ id: number; name: string }> }> {
  const tree = orgTree();
  const districts = organizationId === tree.city.id ? tree.districts : [districtById(organizationId)].filter((d) => d !== undefined);
  return districts.flatMap((d) => d.schools.map((s) => ({ id: s.id, name: s.name, districtName: d.name, campuses: s.campuses })));
}
