import { decide, WHITE_LIST, type Decision, type GuardSnapshot } from '@/routes/navigation-rules';
import { accessContext, canAccess, firstMenuPath } from '@/routes/access';
import { FLAT_ROUTES } from '@/routes/route-table';
import { contextFor } from '@/stores/permission';
import { organizationFromProfile } from '@/stores/session';
import { demoAccounts, DEMO_LOGINS, type DemoLogin } from '@/demo/accounts';
import { demoToken } from '@/demo/tokens';

const SPECIAL = 'reader';

/** A signed-in, loaded snapshot for a demo account (as the guard sees it after loadSession). */
function signedIn(login: DemoLogin): GuardSnapshot {
  const account = demoAccounts().get(login)!;
  const org = organizationFromProfile(account.profile);
  const ctx = contextFor({
    login,
    roles: account.profile.authorities ?? [],
    organizationType: org.organizationType,
    roleType: { userType: account.userType },
    user: account.profile,
    curLibrary: null,
  });
  return { token: demoToken(login), loaded: true, login, userType: account.userType, ctx };
}

const ANON: GuardSnapshot = { token: undefined, loaded: false, ctx: null };

function at(path: string, s: GuardSnapshot, special = SPECIAL): Decision {
  const u = new URL(path, 'http://app.test');
  return decide({ pathname: u.pathname, search: u.search }, s, special);
}
const to = (target: string): Decision => ({ type: 'redirect', to: target });
const ALLOW: Decision = { type: 'allow' };

describe('without a token', () => {
  test('the whitelist is /login, /auth-redirect and /loading, all reachable', () => {
    expect([...WHITE_LIST].sort()).toEqual(['/auth-redirect', '/display', '/loading', '/login']);
    for (const p of ['/login', '/login?redirect=%2Fdashboard', '/auth-redirect', '/loading?lid=2001']) {
      expect(at(p, ANON), p).toEqual(ALLOW);
    }
  });

  test('/ goes to /login?redirect=/dashboard', () => {
    expect(at('/', ANON)).toEqual(to('/login?redirect=/dashboard'));
  });

  test.each([
    ['/dashboard'],
    ['/library/index'],
    ['/library/index?yid=2025&name=x'],
    ['/rank/class/'],
    ['/ndb'],
    ['/no/such/page'],
    ['/404'],
    ['/401'],
    ['/redirect/library/index'],
  ])('%s goes to /login?redirect={the path with its query}', (path) => {
    const u = new URL(path, 'http://app.test');
    expect(at(path, ANON)).toEqual(to(`/login?redirect=${encodeURIComponent(u.pathname + u.search)}`));
  });

  test('the redirect value is encoded: the query of the target stays inside it', () => {
    const d = at('/library/index?yid=2025&name=a', ANON) as { to: string };
    const back = new URL(d.to, 'http://app.test');
    expect(back.pathname).toBe('/login');
    expect([...back.searchParams.keys()]).toEqual(['redirect']);
    expect(back.searchParams.get('redirect')).toBe('/library/index?yid=2025&name=a');
  });

  test('with a launch parameter lid, the browser is sent to / instead (keeping the launch), and / launches', () => {
    expect(at('/dashboard?lid=2001', ANON)).toEqual(to('/?lid=2001&redirect=%2Fdashboard'));
    expect(at('/?lid=2001&redirect=%2Fdashboard', ANON)).toEqual(to('/loading?lid=2001&redirect=%2Fdashboard'));
    expect(at('/?lid=2001', ANON)).toEqual(to('/loading?lid=2001'));
    expect(at('/library/index?cid=33&lid=12%23/x', ANON)).toEqual(to('/?cid=33&lid=12%23%2Fx&redirect=%2Flibrary%2Findex'));
  });

  test('an invalid lid, or only cid, is no launch', () => {
    expect(at('/dashboard?lid=abc', ANON)).toEqual(to(`/login?redirect=${encodeURIComponent('/dashboard?lid=abc')}`));
    expect(at('/dashboard?cid=33', ANON)).toEqual(to(`/login?redirect=${encodeURIComponent('/dashboard?cid=33')}`));
  });
});

describe('with a token', () => {
  test('/login goes to /', () => {
    expect(at('/login', signedIn('zone'))).toEqual(to('/'));
    expect(at('/login?redirect=/x', { token: 't', loaded: false, ctx: null })).toEqual(to('/'));
  });

  test('/loading and /auth-redirect stay reachable', () => {
    expect(at('/loading', signedIn('zone'))).toEqual(ALLOW);
    expect(at('/auth-redirect', signedIn('zone'))).toEqual(ALLOW);
  });

  test('before the profile is loaded the guard asks to load it', () => {
    expect(at('/dashboard', { token: demoToken('zone'), loaded: false, ctx: null })).toEqual({ type: 'load' });
    expect(at('/', { token: demoToken('zone'), loaded: true, ctx: null })).toEqual({ type: 'load' });
  });

  test.each(['admin', 'zone', 'library', 'arrival'] as const)('%s: / goes to /dashboard, which opens', (login) => {
    expect(at('/', signedIn(login))).toEqual(to('/dashboard'));
    expect(at('/dashboard', signedIn(login))).toEqual(ALLOW);
  });

  test.each(['reader', 'city'] as const)('%s (may not open /dashboard): / lands on the first menu page, never /401', (login) => {
    const d = at('/', signedIn(login));
    expect(d).toEqual(to('/dataReport/index'));
    expect(d).toEqual(to(firstMenuPath(signedIn(login).ctx!)!));
  });

  test('a teacher lands on 我的班级: from /, and from /dashboard (the login’s default target)', () => {
    expect(at('/', signedIn('teacher'))).toEqual(to('/myClass/index'));
    expect(at('/dashboard', signedIn('teacher'))).toEqual(to('/myClass/index'));
    expect(at('/myClass/index', signedIn('teacher'))).toEqual(ALLOW);
    expect(at('/myClass', signedIn('teacher'))).toEqual(to('/myClass/index'));
    // Nobody else has a 我的班级: not the school's library, nor a district looking at a school (it holds ROLE_TEACHER).
    expect(at('/myClass/index', signedIn('library'))).toEqual(to('/401'));
    expect(at('/myClass/index', signedIn('zone'))).toEqual(to('/401'));
    expect(at('/myClass/index', signedIn('city'))).toEqual(to('/401'));
    expect(at('/myClass/index', signedIn('reader'))).toEqual(to('/401'));
  });

  test('a user whose menu is empty gets /401 for /', () => {
    const ctx = accessContext({ roles: ['ROLE_USER'] }, SPECIAL);
    expect(at('/', { token: 't', loaded: true, login: 'u', ctx })).toEqual(to('/401'));
  });

  test('a role the user lacks sends them to /401', () => {
    expect(at('/schools/index', signedIn('library'))).toEqual(to('/401'));
    expect(at('/evaluatReport/index', signedIn('zone'))).toEqual(to('/401'));
    expect(at('/evaluatData/historyData', signedIn('zone'))).toEqual(to('/401'));
    expect(at('/ArrivalData/ArrivalData', signedIn('library'))).toEqual(to('/401'));
    expect(at('/library/index', signedIn('teacher'))).toEqual(to('/401'));
    expect(at('/schools/index', signedIn('teacher'))).toEqual(to('/401'));
    expect(at('/library/borrow-rank', signedIn('city'))).toEqual(to('/401'));
    expect(at('/library/index', signedIn('reader'))).toEqual(to('/401'));
  });

  test('a role the user holds opens the page', () => {
    expect(at('/schools/index', signedIn('zone'))).toEqual(ALLOW);
    expect(at('/evaluatReport/classData', signedIn('library'))).toEqual(ALLOW);
    expect(at('/ArrivalData/ArrivalData', signedIn('arrival'))).toEqual(ALLOW);
    expect(at('/teaching/teachingDataRanking', signedIn('teacher'))).toEqual(ALLOW);
  });

  test('the special account opening /dashboard goes to /dataReport/index', () => {
    expect(at('/dashboard', signedIn('reader'))).toEqual(to('/dataReport/index'));
    expect(at('/dashboard?yid=1', signedIn('reader'))).toEqual(to('/dataReport/index'));
    // Same rule for any account whose login is the special one, whatever its roles.
    const zoneAsSpecial = { ...signedIn('zone'), login: SPECIAL };
    expect(at('/dashboard', zoneAsSpecial)).toEqual(to('/dataReport/index'));
    // Another login is not special.
    expect(at('/dashboard', signedIn('library'), 'someone-else')).toEqual(ALLOW);
    // No special account configured: nobody is special.
    expect(at('/dashboard', { ...signedIn('zone'), login: '' }, '')).toEqual(ALLOW);
  });

  test('CITY: /rank → /rank/region, / → /dataReport/index', () => {
    expect(at('/rank', signedIn('city'))).toEqual(to('/rank/region'));
    expect(at('/', signedIn('city'))).toEqual(to('/dataReport/index'));
    expect(at('/rank/region', signedIn('city'))).toEqual(ALLOW);
    expect(at('/rank/index', signedIn('city'))).toEqual(ALLOW);
  });

  test('non-CITY users: /rank is the ranking container → /rank/index', () => {
    expect(at('/rank', signedIn('zone'))).toEqual(to('/rank/index'));
    expect(at('/rank', signedIn('teacher'))).toEqual(to('/rank/index'));
  });

  test('containers redirect to their first page, keeping the query', () => {
    const zone = signedIn('zone');
    expect(at('/ndb', zone)).toEqual(to('/ndb/index'));
    expect(at('/dashboardmode', zone)).toEqual(to('/dashboardmode/index'));
    expect(at('/library', zone)).toEqual(to('/library/index'));
    expect(at('/dataReport', zone)).toEqual(to('/dataReport/index'));
    expect(at('/schools', zone)).toEqual(to('/schools/index'));
    expect(at('/evaluatData', signedIn('library'))).toEqual(to('/evaluatData/historyData'));
    expect(at('/dashboardmode?yid=2025&name=abc', zone)).toEqual(to('/dashboardmode/index?yid=2025&name=abc'));
    expect(at('/ndb/', zone)).toEqual(to('/ndb/index'));
  });

  test('unknown paths go to /404', () => {
    for (const p of ['/nope', '/rank/nope', '/dashboard/x', '/Dashboard', '/ndb/index/x']) {
      expect(at(p, signedIn('admin')), p).toEqual(to('/404'));
    }
  });

  test('trailing-slash paths open: /rank/class/, /rank/student/, and without the slash', () => {
    for (const p of ['/rank/class/', '/rank/student/', '/rank/class', '/rank/student', '/dashboard/']) {
      expect(at(p, signedIn('zone')), p).toEqual(ALLOW);
    }
  });

  test('error pages and the refresh helper open for every signed-in user', () => {
    for (const login of DEMO_LOGINS) {
      for (const p of ['/404', '/401', '/redirect/dataReport/index']) {
        expect(at(p, signedIn(login)), `${login} ${p}`).toEqual(ALLOW);
      }
    }
  });

  test('the cockpits open for admin, zone, library, arrival and city; teacher and reader get /401', () => {
    for (const login of DEMO_LOGINS) {
      const denied = login === 'teacher' || login === 'reader';
      for (const p of ['/ndb/index', '/dashboardmode/index', '/dashboardmode/rank_teach']) {
        expect(at(p, signedIn(login)), `${login} ${p}`).toEqual(denied ? to('/401') : ALLOW);
      }
      // The containers redirect first, then the page is checked.
      expect(at('/ndb', signedIn(login)), login).toEqual(to('/ndb/index'));
    }
  });
});

describe('the guard and the menu use one predicate', () => {
  test.each(DEMO_LOGINS.map((l) => [l]))('%s: every page opens exactly when canAccess allows it', (login) => {
    const s = signedIn(login);
    const landing = firstMenuPath(s.ctx!);
    for (const r of FLAT_ROUTES.filter((f) => f.node.page && !f.node.public && !f.fullPath.includes('*'))) {
      const d = at(r.fullPath, s);
      if (login === SPECIAL && r.fullPath === '/dashboard') expect(d).toEqual(to('/dataReport/index'));
      else if (canAccess(r, s.ctx!)) expect(d, r.fullPath).toEqual(ALLOW);
      else if (r.fullPath === '/dashboard') expect(d, r.fullPath).toEqual(to(landing!));
      else expect(d, r.fullPath).toEqual(to('/401'));
    }
  });
});
