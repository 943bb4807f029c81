import { DASHBOARD_DESIGN_WIDTH, DASHBOARD_ROTATE_INTERVAL_MS } from '@/config/constants';
import { entryScript, isNewBuild } from '@/features/cockpit/build-check';
import { failureStreak, freshness, refetchDelay } from '@/features/cockpit/freshness';
import { reloadDue, rotationStep } from '@/features/cockpit/rotation';
import { WALL } from '@/features/cockpit/wall-config';
import { DEFAULT_TIMING, autoRotateOn, carriedSearch, parseWallTiming, wallName } from '@/features/cockpit/wall-params';
import { chartPixelRatio, wallDesignHeight, wallScale, wallTransform } from '@/features/cockpit/wall-scale';
import { wallTitle } from '@/features/cockpit/wall-title';

/**
 * The wall displays' rules (docs/rules.md#walls) and what running unattended on a hall display needs, as pure
 * functions: scale, rotation, title, URL, freshness.
 */

describe('scale (docs/rules.md#walls: zoomed to the window width relative to a design width of 1920)', () => {
  test('the design width is the spec’s', () => {
    expect(WALL.designWidth).toBe(1920);
    expect(DASHBOARD_DESIGN_WIDTH).toBe(1920);
  });

  test.each([
    [1920, 1],
    [1366, 1366 / 1920],
    [1280, 2 / 3],
    [3840, 2],
    [960, 0.5],
    [2560, 4 / 3],
  ])('%i px wide → scale %f', (width, scale) => {
    expect(wallScale(width)).toBeCloseTo(scale, 10);
    expect(wallTransform(wallScale(width))).toBe(`scale(${wallScale(width)})`);
  });

  test('a window of no size keeps scale 1', () => {
    expect(wallScale(0)).toBe(1);
    expect(wallScale(Number.NaN)).toBe(1);
  });

  test('the design height fills a 16:9 window exactly, grows to 4:3, and a wider window scrolls', () => {
    expect(wallDesignHeight(1080, 1)).toBe(1080);
    // 1366 × 768 is 16:9: the whole design is on screen, no scroll bar.
    const s = wallScale(1366);
    expect(wallDesignHeight(768, s) * s).toBeCloseTo(768, 6);
    // 1280 × 1024 (5:4): a taller design, capped at 4:3.
    expect(wallDesignHeight(1024, wallScale(1280))).toBe(WALL.maxDesignHeight);
    // 2560 × 1080 (21:9): the design keeps its minimum height and scrolls.
    expect(wallDesignHeight(1080, wallScale(2560))).toBe(WALL.minDesignHeight);
  });

  test('charts draw at device pixels per design pixel, at least 1, in steps of ¼', () => {
    expect(chartPixelRatio(1, 1)).toBe(1);
    expect(chartPixelRatio(1, 2)).toBe(2);
    expect(chartPixelRatio(2, 1.5)).toBe(3);
    expect(chartPixelRatio(1, 1366 / 1920)).toBe(1);
    expect(chartPixelRatio(2, 1366 / 1920)).toBe(1.5);
    expect(chartPixelRatio(Number.NaN, 1)).toBe(1);
  });
});

describe('rotation (docs/rules.md#walls: the next page every 16 s, wrapping to the first)', () => {
  const PAGES = ['/dashboardmode/index', '/dashboardmode/library', '/dashboardmode/reading'];

  test('16000 ms is the default interval', () => {
    expect(DASHBOARD_ROTATE_INTERVAL_MS).toBe(16000);
    expect(DEFAULT_TIMING.rotateMs).toBe(16000);
  });

  test('each page goes to the next, the last wraps to the first and counts a loop', () => {
    expect(rotationStep(PAGES, PAGES[0])).toEqual({ next: PAGES[1], wrapped: false });
    expect(rotationStep(PAGES, PAGES[1])).toEqual({ next: PAGES[2], wrapped: false });
    expect(rotationStep(PAGES, PAGES[2])).toEqual({ next: PAGES[0], wrapped: true });
    expect(rotationStep(PAGES, `${PAGES[2]}/`)).toEqual({ next: PAGES[0], wrapped: true });
  });

  test('a page outside the list starts at the first; no pages, no move', () => {
    expect(rotationStep(PAGES, '/dashboard')).toEqual({ next: PAGES[0], wrapped: false });
    expect(rotationStep([], '/x')).toEqual({ next: '/x', wrapped: false });
  });

  test('a full reload is due at a loop boundary once enough loops are done; 0 = never', () => {
    const wrap = { next: PAGES[0], wrapped: true };
    expect(reloadDue(wrap, 30, 30)).toBe(true);
    expect(reloadDue(wrap, 29, 30)).toBe(false);
    expect(reloadDue({ next: PAGES[1], wrapped: false }, 31, 30)).toBe(false);
    expect(reloadDue(wrap, 1000, 0)).toBe(false);
  });
});

describe('URL: yid, name, auto, demo timing', () => {
  test('auto=1 turns rotation on; anything else does not', () => {
    expect(autoRotateOn(new URLSearchParams('auto=1'))).toBe(true);
    for (const q of ['', 'auto=0', 'auto=true', 'auto=', 'auto=11']) expect(autoRotateOn(new URLSearchParams(q))).toBe(false);
  });

  test('name is the campus name: the part before a #, trimmed, capped, without markup', () => {
    expect(wallName('?name=%E4%B8%9C%E6%A0%A1%E5%8C%BA')).toBe('东校区');
    expect(wallName('?name=东校区#/home')).toBe('东校区');
    expect(wallName('?name=<b>x</b>')).toBe('bx/b');
    expect(wallName('?name=')).toBeUndefined();
    expect(wallName('?yid=2025')).toBeUndefined();
    expect(wallName(`?name=${'校'.repeat(100)}`)).toHaveLength(64);
  });

  test('links keep yid, name and the demo timing, never auto', () => {
    expect(carriedSearch(new URLSearchParams('yid=2025&name=东校区&auto=1&x=1'))).toBe(`?yid=2025&name=${encodeURIComponent('东校区')}`);
    expect(carriedSearch(new URLSearchParams('auto=1'))).toBe('');
    expect(carriedSearch(new URLSearchParams('rotateMs=500&refreshMs=5000&reloadLoops=0'))).toBe(
      '?rotateMs=500&refreshMs=5000&reloadLoops=0',
    );
  });

  test('the timing overrides count in a demo build only, and only when valid', () => {
    const q = new URLSearchParams('rotateMs=500&refreshMs=5000&reloadLoops=0');
    expect(parseWallTiming(q, false)).toEqual(DEFAULT_TIMING);
    expect(parseWallTiming(q, true)).toEqual({ rotateMs: 500, refreshMs: 5000, reloadAfterLoops: 0 });
    expect(parseWallTiming(new URLSearchParams('rotateMs=5&refreshMs=-1&reloadLoops=abc'), true)).toEqual(DEFAULT_TIMING);
    expect(parseWallTiming(new URLSearchParams('rotateMs=1e3'), true)).toEqual(DEFAULT_TIMING);
  });
});

describe('title (docs/rules.md#walls: campus or city name + 阅读大数据; two regional titles by region address)', () => {
  const REGION_TITLES = [
    { match: '滨江市临江区', title: '临江区中小学阅读大数据' },
    { match: '滨江市青溪区', title: '青溪阅读' },
  ];

  test('the campus or city name + 阅读大数据', () => {
    expect(wallTitle({ regionAddr: '滨江市望海区', regionTitles: REGION_TITLES, place: '滨江市实验小学' })).toBe(
      '滨江市实验小学阅读大数据',
    );
    expect(wallTitle({ regionAddr: '', regionTitles: [], place: '滨江市' })).toBe('滨江市阅读大数据');
  });

  test('a region address containing a configured fragment gets that title — either of the two', () => {
    expect(wallTitle({ regionAddr: '滨江市临江区', regionTitles: REGION_TITLES, place: '某小学' })).toBe('临江区中小学阅读大数据');
    expect(wallTitle({ regionAddr: '浙江省滨江市青溪区', regionTitles: REGION_TITLES, place: '某小学' })).toBe('青溪阅读');
  });

  test('a campus name in the URL names the campus, whatever the region', () => {
    expect(wallTitle({ name: '东校区', regionAddr: '滨江市临江区', regionTitles: REGION_TITLES, place: '某小学' })).toBe(
      '东校区阅读大数据',
    );
  });
});

describe('new build', () => {
  const html = (src: string) =>
    `<!doctype html><html><head><script type="module" crossorigin src="${src}"></script><link rel="stylesheet" href="/assets/index-1.css"></head></html>`;

  test('the entry script of an index.html', () => {
    expect(entryScript(html('/assets/index-abc123.js'))).toBe('/assets/index-abc123.js');
    expect(entryScript('<script src="/legacy.js"></script><script type=module src=\'/assets/x.js\'></script>')).toBe('/assets/x.js');
    expect(entryScript('<html></html>')).toBeNull();
  });

  test('another entry script is a new build; the same, none or an unknown running one is not', () => {
    expect(isNewBuild('/assets/index-abc123.js', html('/assets/index-def456.js'))).toBe(true);
    expect(isNewBuild('/assets/index-abc123.js', html('/assets/index-abc123.js'))).toBe(false);
    expect(isNewBuild('/assets/index-abc123.js', '<html>maintenance</html>')).toBe(false);
    expect(isNewBuild(null, html('/assets/index-def456.js'))).toBe(false);
  });
});

describe('freshness: the 数据未更新 badge and the backoff', () => {
  const REFRESH = 60_000;
  const at = 1_000_000_000;
  const q = (over: Partial<Parameters<typeof freshness>[0]> = {}) => ({
    dataUpdatedAt: at,
    failing: false,
    hasData: true,
    ...over,
  });

  test('fresh data, or no data yet, has no badge', () => {
    expect(freshness(q(), at + 10_000, REFRESH)).toBe('fresh');
    expect(freshness(q({ hasData: false, failing: true }), at + 10_000_000, REFRESH)).toBe('fresh');
  });

  test('a failed refetch marks the kept data at once; two intervals make it amber, ten minutes red', () => {
    expect(freshness(q({ failing: true }), at + 5_000, REFRESH)).toBe('stale');
    expect(freshness(q({ failing: true }), at + 2 * REFRESH + 1, REFRESH)).toBe('late');
    expect(freshness(q({ failing: true }), at + WALL.staleRedMs, REFRESH)).toBe('old');
  });

  test('old data never shows unmarked: more than two intervals old is amber, being refetched or not', () => {
    expect(freshness(q(), at + 2 * REFRESH, REFRESH)).toBe('fresh');
    expect(freshness(q(), at + 2 * REFRESH + 1, REFRESH)).toBe('late');
    expect(freshness(q(), at + WALL.staleRedMs, REFRESH)).toBe('old');
  });

  test('while the wall cannot reach its server every panel’s data is marked at once, before its own refetch fails', () => {
    // A page just shown after a page change: its data is a minute old, its own calls have not failed yet.
    expect(freshness(q({ down: true }), at + REFRESH, REFRESH)).toBe('stale');
    expect(freshness(q({ down: true }), at + 5_000, REFRESH)).toBe('stale');
    expect(freshness(q({ down: false }), at + 5_000, REFRESH)).toBe('fresh');
    expect(freshness(q({ down: true }), at + WALL.staleRedMs, REFRESH)).toBe('old');
    // A panel without data has nothing to mark (it shows what failed).
    expect(freshness(q({ down: true, hasData: false }), at + 5_000, REFRESH)).toBe('fresh');
  });

  test('backoff after failures: 5 s, 10 s, 20 s, 40 s, then capped at the refresh interval', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map((n) => refetchDelay(n, REFRESH))).toEqual([REFRESH, 5_000, 10_000, 20_000, 40_000, REFRESH, REFRESH]);
    expect(refetchDelay(1, 3_000)).toBe(3_000);
  });

  test('failures in a row are counted from the last success', () => {
    const query = { state: { dataUpdatedAt: 100, errorUpdatedAt: 0, errorUpdateCount: 0 } };
    expect(failureStreak(query)).toBe(0);
    Object.assign(query.state, { errorUpdatedAt: 200, errorUpdateCount: 1 });
    expect(failureStreak(query)).toBe(1);
    Object.assign(query.state, { errorUpdatedAt: 300, errorUpdateCount: 2 });
    expect(failureStreak(query)).toBe(2);
    Object.assign(query.state, { dataUpdatedAt: 400 });
    expect(failureStreak(query)).toBe(0);
    Object.assign(query.state, { errorUpdatedAt: 500, errorUpdateCount: 3 });
    expect(failureStreak(query)).toBe(1);
    // A query that never had data counts every error.
    expect(failureStreak({ state: { dataUpdatedAt: 0, errorUpdatedAt: 9, errorUpdateCount: 4 } })).toBe(4);
  });
});
