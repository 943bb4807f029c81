/**
 * The URL is the source of truth for the scope and the school year a page shows (docs/rules.md#scope): on every
 * navigation the guard (./guard.ts) hands the target URL to `syncScope`, which sets the session (library-view
 * mode, campus) and the constants store (`curYear`) from it, before the access rules are applied.
 *
 * A value the URL does not name:
 * - on Back / Forward, or a navigation marked `LITERAL_SCOPE` (全部学校), means the user's own scope and the
 *   default year: every entry made after a choice names it, so an entry that names nothing was made before it;
 * - on a new entry (a link, a redirect, a filter: a push or a replace) is carried from the stores and written into
 *   the URL, so that a link that forgot `school` or `yid` still opens in the scope and year the user was looking
 *   at, and F5 and a copied link keep them;
 * - on the first load (F5, a bookmark) leaves the stores as they are: the default year, and the library the
 *   session restored (src/stores/session.ts keeps the state of the last page this browser showed).
 * A value the user may not see (a school not theirs, an unknown year, text) falls back with a message.
 */
import { SCOPE_MESSAGES, SCOPE_PARAMS } from '@/hooks/scope';
import type { LITERAL_SCOPE } from '@/hooks/scope';
import { resolveSchoolYear } from '@/hooks/school-year';
import { useConstants } from '@/stores/constants';
import { useSession } from '@/stores/session';
import { feedback } from '@/utils/feedback';
import { parseId } from '@/utils/url-filters';

type NavigationSource = () => { historyAction?: string; location?: { pathname: string; search: string; state?: unknown } } | null;

let navigationSource: NavigationSource = () => null;
let locationSource: () => { pathname: string; search: string } = () => window.location;

/** The app's router (and the tests' memory router) tells the guard what kind of navigation is under way. */
export function watchRouter(router: {
  readonly state: { readonly navigation: object; readonly location: { pathname: string; search: string } };
}): void {
  navigationSource = () => router.state.navigation;
  locationSource = () => router.state.location;
}

/** The address of the page shown now (path and query), for code that runs outside a navigation. */
export function currentPath(): string {
  const { pathname, search } = locationSource();
  return pathname + search;
}

type Mode = 'carry' | 'literal' | 'keep';

/** What a value the URL does not name means for this navigation (see the module comment). */
function modeOf(url: URL): Mode {
  const nav = navigationSource();
  const loc = nav?.location;
  // No navigation under way: the first load, or a revalidation of the page shown.
  if (!nav || !loc || loc.pathname !== url.pathname || loc.search !== url.search) return 'keep';
  const literal = typeof loc.state === 'object' && loc.state !== null && ('literalScope' satisfies keyof typeof LITERAL_SCOPE) in loc.state;
  return nav.historyAction === 'POP' || literal ? 'literal' : 'carry';
}

export interface ScopeSync {
  /** The URL to go to instead (the same page, its scope normalised), or null when the URL is right. */
  redirect: string | null;
  /** Whether library-view mode changed (a page the new scope may not open goes to its first page, not 401). */
  libraryChanged: boolean;
}

/** Applies the URL's scope and year to the stores; see the module comment. */
export function syncScope(url: URL): ScopeSync {
  const mode = modeOf(url);
  const carry = mode === 'carry';
  const literal = mode === 'literal';
  const params = new URLSearchParams(url.search);
  let changed = false;
  const warn: string[] = [];
  const session = useSession.getState();
  const before = session.curLibrary?.id ?? null;

  // The school (library-view mode) of a district or city user.
  const rawSchool = params.get(SCOPE_PARAMS.library);
  if (rawSchool !== null) {
    const id = parseId(rawSchool);
    const lib = id !== undefined ? session.libraries.find((l) => l.id === id) : undefined;
    if (lib) {
      if (before !== lib.id) session.selectLibrary(lib);
    } else {
      params.delete(SCOPE_PARAMS.library);
      params.delete(SCOPE_PARAMS.campus);
      changed = true;
      warn.push(SCOPE_MESSAGES.library);
      if (before !== null) session.selectLibrary(null);
    }
  } else if (carry && session.curLibrary) {
    params.set(SCOPE_PARAMS.library, String(session.curLibrary.id));
    changed = true;
  } else if (literal && before !== null) {
    session.selectLibrary(null);
  }

  // The campus: an id or `all`; whether it belongs to the school is for CampusScope (it needs the campus list).
  const s = useSession.getState();
  const rawCampus = params.get(SCOPE_PARAMS.campus);
  if (rawCampus === null) {
    if (carry && s.curCampusId !== null) {
      params.set(SCOPE_PARAMS.campus, String(s.curCampusId));
      changed = true;
    } else if (literal && s.curCampusId !== null) s.setCampus(null);
  } else if (rawCampus === 'all') {
    if (s.curCampusId !== null) s.setCampus(null);
  } else {
    const id = parseId(rawCampus);
    if (id === undefined) {
      params.delete(SCOPE_PARAMS.campus);
      changed = true;
      warn.push(SCOPE_MESSAGES.campus);
      if (s.curCampusId !== null) s.setCampus(null);
    } else if (id !== s.curCampusId) s.setCampus(id, '');
  }

  // The school year, once the years are known.
  const constants = useConstants.getState();
  if (constants.years.length > 0) {
    const rawYear = params.get(SCOPE_PARAMS.year);
    const resolved = rawYear !== null ? resolveSchoolYear(rawYear, constants.years, null) : null;
    if (rawYear !== null && resolved === null) {
      params.delete(SCOPE_PARAMS.year);
      changed = true;
      warn.push(SCOPE_MESSAGES.year);
    }
    if (resolved !== null) {
      if (resolved !== constants.curYear) constants.setCurYear(resolved);
    } else if (carry && rawYear === null && constants.curYear !== null && constants.curYear !== constants.defaultYear) {
      params.set(SCOPE_PARAMS.year, String(constants.curYear));
      changed = true;
    } else if ((literal || rawYear !== null) && constants.defaultYear !== null && constants.curYear !== constants.defaultYear) {
      constants.setCurYear(constants.defaultYear);
    }
  }

  for (const text of warn) feedback.warning(text, 5);
  const after = useSession.getState().curLibrary?.id ?? null;
  const search = params.toString();
  return { redirect: changed ? `${url.pathname}${search ? `?${search}` : ''}${url.hash}` : null, libraryChanged: after !== before };
}
