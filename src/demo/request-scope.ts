import { CURRENT_YEAR_ID, findCampus, findDistrict, findSchool, type Period, type Scope } from './district';
import type { DemoAccount } from './accounts';

/**
 * What part of the city a demo request may see, from the account and the fields the wrapper injected:
 * - city: the whole city; `libraryId` narrows to a school, `districtId` (of the city) to a district;
 * - zone and admin: their district; a `libraryId` of that district narrows to it (library-view mode);
 * - school accounts (library, arrival, teacher, reader): their own school only, whatever libraryId says;
 * - a `campusId` of the resolved school narrows to that campus; one of another school is ignored.
 */
export function requestScope(account: DemoAccount, raw: Record<string, unknown>): Scope {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const libraryId = num(raw.libraryId);
  const campusId = num(raw.campusId);
  const districtId = num(raw.districtId);
  let scope: Scope;
  const home = account.home;
  if ('libraryId' in home) {
    scope = { libraryId: home.libraryId };
  } else if ('districtId' in home) {
    const school = libraryId != null ? findSchool(libraryId) : undefined;
    scope = school && school.districtId === home.districtId ? { libraryId: school.libraryId } : { districtId: home.districtId };
  } else {
    const school = libraryId != null ? findSchool(libraryId) : undefined;
    // A district id the city does not have is ignored (the whole city), like a school of another district.
    scope = school ? { libraryId: school.libraryId } : districtId != null && findDistrict(districtId) ? { districtId } : { cityWide: true };
  }
  if (campusId != null && scope.libraryId != null) {
    const campus = findCampus(campusId);
    if (campus && campus.libraryId === scope.libraryId) scope = { libraryId: scope.libraryId, campusId };
  }
  return scope;
}

/** The period of a request: month > a month range (fromMonth and toMonth) > semesterId > yearId; none → the current school year. */
export function requestPeriod(raw: Record<string, unknown>): Period {
  const period: Period = { yearId: typeof raw.yearId === 'number' ? raw.yearId : CURRENT_YEAR_ID };
  if (typeof raw.semesterId === 'number') period.semesterId = raw.semesterId;
  if (typeof raw.month === 'string') period.month = raw.month;
  if (typeof raw.fromMonth === 'string' && typeof raw.toMonth === 'string') {
    period.fromMonth = raw.fromMonth;
    period.toMonth = raw.toMonth;
  }
  return period;
}
