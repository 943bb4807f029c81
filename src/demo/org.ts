/**
 * The organisation tree the demo accounts and scopes use. Temporary static tree until the
 * synthetic district generator is wired in (same shape).
 */
export interface OrgCampus {
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
  const districts: OrgDistrict[] = [
    { id: 1001, name: '临江区', schools: [] },
    { id: 1002, name: '云山区', schools: [] },
    { id: 1003, name: '望湖区', schools: [] },
  ];
  let campus = 100;
  districts.forEach((d, di) => {
    for (let i = 0; i < 8; i++) {
      const id = 2000 + di * 100 + i;
      const campuses = [{ id: di === 0 && i === 1 ? 33 : di === 1 && i === 2 ? 7595 : campus++, name: '本部校区' }];
      d.schools.push({ id, name: `${d.name}第${i + 1}小学`, districtId: d.id, campuses });
    }
  });
  tree = { city: { id: 1000, name: '滨江市' }, districts };
  return tree;
}

export function allSchools(): OrgSchool[] {
  return orgTree().districts.flatMap((d) => d.schools);
}

export function schoolById(id: number): OrgSchool | undefined {
  return allSchools().find((s) => s.id === id);
}

export function districtById(id: number): OrgDistrict | undefined {
  return orgTree().districts.find((d) => d.id === id);
}

export const WELL_KNOWN = {
  get zoneOrgId() {
    return orgTree().districts[0]!.id;
  },
  get libraryId() {
    return orgTree().districts[0]!.schools[0]!.id;
  },
  get arrivalLibraryId() {
    return allSchools().find((s) => s.campuses.some((c) => c.id === 33))!.id;
  },
  get teacherLibraryId() {
    return orgTree().districts[0]!.schools[2]!.id;
  },
};
