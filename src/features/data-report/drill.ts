/**
 * The city user's drill into one district on 阅读数据 (URL `district`): the input of the page's calls. One definition
 * for the page (./data-report-page.tsx) and for its calls asked for before it renders (./prefetch.ts).
 */
import type { SessionState } from '@/stores/session';
import { parseId } from '@/utils/url-filters';

/** URL query name of the district a city user opened from the table. */
export const DISTRICT_PARAM = 'district';

/** Whether the session looks at the whole city (a city account that has not chosen a school): it may drill. */
export function isCityView(session: SessionState): boolean {
  return session.roleType?.userType === 'CITY' && !session.curLibrary;
}

/** The district the URL drills into, for a city view; undefined otherwise (the page shows the session's scope). */
export function drillDistrict(params: URLSearchParams, city: boolean): number | undefined {
  return city ? parseId(params.get(DISTRICT_PARAM)) : undefined;
}

/** The input of the page's statistics calls: the drilled district, or nothing. */
export function drillInput(districtId: number | undefined): { districtId?: number } {
  return districtId !== undefined ? { districtId } : {};
}
