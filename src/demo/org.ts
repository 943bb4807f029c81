/**
 * The organisation tree as the demo accounts and the auth handlers see it: a thin view over the
 * synthetic city of `./district` (one source of truth for ids and names).
 */
import {
  DEMO_ARRIVAL_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_TEACHER_ID,
  DEMO_TEACHER_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  findDistrict,
  findSchool,
  getCity,
} from './district';

interface OrgCampus {
  id: number;
  name: string;
}
export interface OrgSchool {
  id: number;
  name: string;
  districtId: number;
  campuses: OrgCampus[];
}
export interface OrgDistrict {
  id: number;
  name: string;
  schools: OrgSchool[];
}
export interface OrgTree {
  city: { id: number; name: string };
  districts: OrgDistrict[];
}

let tree: OrgTree | null = null;

export function orgTree(): OrgTree {
  if (tree) return tree;
  const city = getCity();
  tree = {
    city: { id: city.organizationId, name: city.name },
    districts: city.districts.map((d) => ({
      id: d.organizationId,
      name: d.name,
      schools: d.schools.map((s) => ({
        id: s.libraryId,
        name: s.name,
        districtId: d.organizationId,
        campuses: s.campuses.map((c) => ({ id: c.campusId, name: c.name })),
      })),
    })),
  };
  return tree;
}

export function schoolById(id: number): OrgSchool | undefined {
  const s = findSchool(id);
  return s
    ? { id: s.libraryId, name: s.name, districtId: s.districtId, campuses: s.campuses.map((c) => ({ id: c.campusId, name: c.name })) }
    : undefined;
}

export function districtById(id: number): OrgDistrict | undefined {
  if (!findDistrict(id)) return undefined;
  return orgTree().districts.find((d) => d.id === id);
}

export const WELL_KNOWN = {
  zoneOrgId: DEMO_ZONE_ORG_ID,
  libraryId: DEMO_LIBRARY_ID,
  arrivalLibraryId: DEMO_ARRIVAL_LIBRARY_ID,
  teacherLibraryId: DEMO_TEACHER_LIBRARY_ID,
  teacherId: DEMO_TEACHER_ID,
} as const;
