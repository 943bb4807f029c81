/**
 * The campus switcher (校区) of a school with several campuses, for the pages whose calls carry campusId
 * (the reading-data and campus-report calls, src/api/scope-injection.ts):
 * - `CampusScope` wraps such a page: it makes the session's campus (`curCampusId` / `curCampusName`, which
 *   the wrapper injects) the URL's `campus` when that is one of the school's (else drops it from the URL), so
 *   that a link or a reload opens the same campus, and renders the page once they agree (no call leaves with a
 *   campus the URL does not name);
 * - `CampusSelect` goes into the page's StatsPage `filters`: 全部校区 or one campus. Nothing when the scope is
 *   not one school or the school has a single campus.
 * The campus list is `/services/uaa/api/libraries/get-campus-id` (the chosen school's, else the account's).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Select } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useNavigation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { campusIdEndpoint } from '@/api/contract/auth';
import { ROLES } from '@/config/constants';
import { SCOPE_MESSAGES, SCOPE_PARAMS } from '@/hooks/scope';
import { useSession } from '@/stores/session';
import { feedback } from '@/utils/feedback';
import { parseId, useUrlFilters } from '@/utils/url-filters';
import { LoadingBlock } from './widget';

/** The URL query name of the chosen campus (`cid` is a launch parameter, docs/rules.md#session, not this). */
export const CAMPUS_PARAM = SCOPE_PARAMS.campus;

/** The value of 全部校区 in the select, and in the URL (`campus=all`: no campus, whatever the session held). */
const ALL_CAMPUSES = -1;
const ALL_CAMPUSES_PARAM = 'all';
const ALL_CAMPUSES_LABEL = '全部校区';

export interface CampusOption {
  campusId: number;
  name: string;
}

/**
 * Whether the session's scope is one school: a library account, a teacher, a zone (or city) user who picked a
 * library. A district or the city has no campus to choose.
 */
function useSchoolScope(): boolean {
  const curLibrary = useSession((s) => s.curLibrary);
  const roles = useSession((s) => s.roles);
  const userType = useSession((s) => s.roleType?.userType);
  if (curLibrary) return true;
  if (roles.includes(ROLES.zone) || roles.includes(ROLES.admin)) return false;
  return userType !== 'CITY' && userType !== 'DISTRICT';
}

/** The campuses of the school in scope; `ready` once known ([] outside a school scope). */
export function useSchoolCampuses(): { campuses: CampusOption[]; ready: boolean; failed: boolean; schoolScope: boolean } {
  const schoolScope = useSchoolScope();
  const libraryId = useSession((s) => s.curLibrary?.id);
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: [campusIdEndpoint.id, libraryId ?? 'own'],
    queryFn: ({ signal }) => call(campusIdEndpoint, libraryId != null ? { libraryId } : {}, signal),
    enabled: schoolScope && !!token,
    staleTime: Infinity,
  });
  if (!schoolScope) return { campuses: [], ready: true, failed: false, schoolScope };
  return { campuses: query.data ?? [], ready: query.isSuccess || query.isError, failed: query.isError, schoolScope };
}

/** The URL's campus: an id, 'all' (全部校区), or undefined when absent or not a valid value. */
function parseCampusParam(raw: string | null): number | 'all' | undefined {
  return raw === ALL_CAMPUSES_PARAM ? 'all' : parseId(raw);
}

/**
 * What the session's campus should be for the URL: the URL's campus when it is one of the school's, none for
 * `all`, for no campus, outside a school scope or for a campus of another school (the URL is the truth,
 * docs/rules.md#scope: a campus in use, a launch's cid, is carried into the URL by the guard, src/app/scope-sync.ts).
 * `undefined` while the campus list needed to judge is loading.
 */
function campusTarget(input: {
  schoolScope: boolean;
  urlCampus: number | 'all' | undefined;
  campuses: readonly CampusOption[];
  ready: boolean;
  failed: boolean;
}): number | null | undefined {
  const { schoolScope, urlCampus, campuses, ready, failed } = input;
  if (!schoolScope) return null;
  const known = (id: number) => campuses.some((c) => c.campusId === id);
  if (urlCampus === 'all' || urlCampus === undefined) return null;
  if (!ready) return undefined;
  return !failed && known(urlCampus) ? urlCampus : null;
}

/**
 * Keeps session and URL on the same campus; renders `children` once they first agree (later changes, made
 * through the URL, reach the session one effect later: the page stays mounted and its queries re-key).
 */
export function CampusScope({ children }: { children: ReactNode }) {
  const { params, update } = useUrlFilters();
  const raw = params.get(CAMPUS_PARAM);
  const urlCampus = parseCampusParam(raw);
  const sessionCampus = useSession((s) => s.curCampusId);
  const sessionName = useSession((s) => s.curCampusName);
  const setCampus = useSession((s) => s.setCampus);
  const { campuses, ready, failed, schoolScope } = useSchoolCampuses();
  const target = campusTarget({ schoolScope, urlCampus, campuses, ready, failed });
  const name = target != null ? (campuses.find((c) => c.campusId === target)?.name ?? '') : '';
  // While a navigation is under way the guard has already set the session from the address to come
  // (src/app/scope-sync.ts): the address shown is the old one, and the two agree again once it lands.
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (target === undefined || navigating) return;
    if (target !== sessionCampus || (target !== null && name !== sessionName)) setCampus(target, name);
    // The URL names the campus shown (a link reproduces it); `all` stays; a value that is not one of the
    // school's (or any value outside a school scope) goes.
    const wanted = target !== null ? String(target) : urlCampus === 'all' && schoolScope ? ALL_CAMPUSES_PARAM : null;
    if ((raw ?? null) !== wanted) {
      // A campus the link names that is not the school's: said, not silently dropped.
      if (schoolScope && typeof urlCampus === 'number' && target === null) feedback.warning(SCOPE_MESSAGES.campus, 5);
      update({ [CAMPUS_PARAM]: wanted });
    }
  }, [target, navigating, sessionCampus, name, sessionName, setCampus, schoolScope, raw, urlCampus, update]);

  const agreed = target !== undefined && target === sessionCampus;
  const [shown, setShown] = useState(agreed);
  if (agreed && !shown) setShown(true);
  if (!shown && !agreed) return <LoadingBlock height={360} />;
  return <>{children}</>;
}

/**
 * 全部校区 or one campus, for the filters of a page inside CampusScope: it pushes the URL, and the guard and
 * CampusScope hand the choice to the session (one source, so that the two never disagree for long).
 */
export function CampusSelect() {
  const [params, setParams] = useSearchParams();
  const { campuses, schoolScope } = useSchoolCampuses();
  if (!schoolScope || campuses.length < 2) return null;
  const urlCampus = parseCampusParam(params.get(CAMPUS_PARAM));
  const value = typeof urlCampus === 'number' && campuses.some((c) => c.campusId === urlCampus) ? urlCampus : ALL_CAMPUSES;
  const options = [{ value: ALL_CAMPUSES, label: ALL_CAMPUSES_LABEL }, ...campuses.map((c) => ({ value: c.campusId, label: c.name }))];
  // A choice is a new history entry (Back returns to the campus before, docs/rules.md#scope).
  const onChange = (next: number) =>
    setParams((prev) => {
      const url = new URLSearchParams(prev);
      url.set(CAMPUS_PARAM, next === ALL_CAMPUSES ? ALL_CAMPUSES_PARAM : String(next));
      return url;
    });
  return (
    <Select<number>
      className="srp-campus-select"
      aria-label="切换校区"
      value={value}
      options={options}
      onChange={onChange}
      prefix={<EnvironmentOutlined />}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180 }}
    />
  );
}
