import {
  tagsReducers,
  useTagsView,
  saveTags,
  readStoredTags,
  restoreTags,
  bindTagsStorage,
  tagsStorageKey,
  type TagView,
} from '@/stores/tags-view';

const view = (path: string, meta: TagView['meta'] = {}, query = ''): TagView => ({
  path,
  fullPath: path + query,
  title: meta?.title ?? path,
  meta,
});

const home = view('/dashboard', { affix: true, title: '首页' });
const lib = view('/library/index', { title: '图书馆数据' });
const teach = view('/teaching/index', { title: '教学数据' });
const noCache = view('/redirect/x', { noCache: true });

const state = () => useTagsView.getState();
const paths = () => state().visitedViews.map((v) => v.path);

describe('tags-view reducers (tabs, docs/rules.md#layout)', () => {
  test('adding is idempotent by path', () => {
    let views = tagsReducers.addVisited([], lib);
    views = tagsReducers.addVisited(views, { ...lib, fullPath: '/library/index?yid=2' });
    expect(views).toEqual([lib]);
  });

  test('a noCache view is visited but not cached', () => {
    expect(tagsReducers.addCached([], noCache)).toEqual([]);
    expect(tagsReducers.addCached([], lib)).toEqual(['/library/index']);
    expect(tagsReducers.addCached(['/library/index'], lib)).toEqual(['/library/index']);
  });

  test('delete one / others / all keep affixed views', () => {
    const views = [home, lib, teach];
    expect(tagsReducers.delOne(views, '/library/index')).toEqual([home, teach]);
    expect(tagsReducers.delOne(views, '/dashboard')).toEqual(views);
    expect(tagsReducers.delOthers(views, '/teaching/index')).toEqual([home, teach]);
    expect(tagsReducers.delAll(views)).toEqual([home]);
  });

  test('withAffix puts affixed views first, once', () => {
    expect(tagsReducers.withAffix([lib, home, teach], [home]).map((v) => v.path)).toEqual([
      '/dashboard',
      '/library/index',
      '/teaching/index',
    ]);
    expect(tagsReducers.withAffix([lib], [home]).map((v) => v.path)).toEqual(['/dashboard', '/library/index']);
  });
});

describe('tags-view store', () => {
  test('addView twice keeps one tab and one cache entry; noCache is not cached', () => {
    state().addView(lib);
    state().addView(lib);
    state().addView(noCache);
    expect(paths()).toEqual(['/library/index', '/redirect/x']);
    expect(state().cachedViews).toEqual(['/library/index']);
  });

  test('visitView updates the query of an open tab instead of adding one', () => {
    state().visitView(lib);
    state().visitView({ ...lib, fullPath: '/library/index?yid=7' });
    expect(state().visitedViews).toHaveLength(1);
    expect(state().visitedViews[0].fullPath).toBe('/library/index?yid=7');
  });

  test('delView / delOthersViews / delAllViews keep the affixed home and prune the cache', () => {
    state().addAffixViews([home]);
    [lib, teach].forEach((v) => state().addView(v));
    state().delView('/library/index');
    expect(paths()).toEqual(['/dashboard', '/teaching/index']);
    expect(state().cachedViews).not.toContain('/library/index');
    state().delView('/dashboard');
    expect(paths()).toContain('/dashboard');

    state().addView(lib);
    state().delOthersViews('/library/index');
    expect(paths()).toEqual(['/dashboard', '/library/index']);
    expect(state().cachedViews.sort()).toEqual(['/dashboard', '/library/index']);

    state().delAllViews();
    expect(paths()).toEqual(['/dashboard']);
    expect(state().cachedViews).toEqual(['/dashboard']);
  });

  test('delCachedView drops the page from the cache only (refresh)', () => {
    state().addView(lib);
    state().delCachedView('/library/index');
    expect(paths()).toEqual(['/library/index']);
    expect(state().cachedViews).toEqual([]);
  });

  test('updateVisitedView merges into the tab with that path', () => {
    state().addView(lib);
    state().updateVisitedView({ ...lib, title: '图书馆', fullPath: '/library/index?a=1' });
    expect(state().visitedViews[0]).toMatchObject({ title: '图书馆', fullPath: '/library/index?a=1' });
  });

  test('replaceAll([]) (what logout does) empties tabs and cache', () => {
    [home, lib].forEach((v) => state().addView(v));
    state().replaceAll([]);
    expect(state().visitedViews).toEqual([]);
    expect(state().cachedViews).toEqual([]);
  });

  test('retainViews closes tabs a predicate rejects', () => {
    [home, lib, teach].forEach((v) => state().addView(v));
    state().retainViews((v) => v.path !== '/teaching/index');
    expect(paths()).toEqual(['/dashboard', '/library/index']);
    expect(state().cachedViews).not.toContain('/teaching/index');
  });
});

describe('tags persistence per user', () => {
  test('save and read back under srp:{login}:tags', () => {
    saveTags('zone', [home, lib]);
    expect(JSON.parse(localStorage.getItem(tagsStorageKey('zone'))!)).toHaveLength(2);
    expect(readStoredTags('zone')).toEqual([home, lib]);
  });

  test('bound to a login: restores that user’s tabs and saves each change; another login sees only its own', () => {
    saveTags('zone', [home, lib]);
    const unbind = bindTagsStorage('zone');
    expect(paths()).toEqual(['/dashboard', '/library/index']);
    state().addView(teach);
    expect(readStoredTags('zone').map((v) => v.path)).toEqual(['/dashboard', '/library/index', '/teaching/index']);
    unbind();

    const unbindOther = bindTagsStorage('library');
    expect(paths()).toEqual([]);
    state().addView(lib);
    unbindOther();
    expect(readStoredTags('library').map((v) => v.path)).toEqual(['/library/index']);
    expect(readStoredTags('zone')).toHaveLength(3);
  });

  test('after unbind, changes are not saved any more', () => {
    const unbind = bindTagsStorage('zone');
    unbind();
    state().addView(lib);
    expect(localStorage.getItem(tagsStorageKey('zone'))).toBeNull();
  });

  test('garbage or hostile storage restores nothing; rejected or duplicate entries are dropped', () => {
    localStorage.setItem(tagsStorageKey('zone'), '{not json');
    restoreTags('zone');
    expect(paths()).toEqual([]);
    localStorage.setItem(tagsStorageKey('zone'), JSON.stringify([{ path: 'javascript:alert(1)', fullPath: 'x', title: 1 }]));
    expect(readStoredTags('zone')).toEqual([]);
    // One bad entry (a meta of the wrong shape, a path not absolute, too many tabs) refuses the whole list.
    localStorage.setItem(tagsStorageKey('zone'), JSON.stringify([home, { ...lib, meta: { affix: 'yes' } }]));
    expect(readStoredTags('zone')).toEqual([]);
    localStorage.setItem(tagsStorageKey('zone'), JSON.stringify([home, { ...lib, path: 'library/index' }]));
    expect(readStoredTags('zone')).toEqual([]);
    localStorage.setItem(tagsStorageKey('zone'), JSON.stringify(Array.from({ length: 101 }, () => home)));
    expect(readStoredTags('zone')).toEqual([]);
    localStorage.setItem(tagsStorageKey('zone'), JSON.stringify({ path: '/dashboard' }));
    expect(readStoredTags('zone')).toEqual([]);
    // Unknown fields are dropped, the known ones kept.
    localStorage.setItem(
      tagsStorageKey('zone'),
      JSON.stringify([
        { path: '/dashboard', fullPath: '/dashboard?yid=2025', title: '首页', extra: '<b>', meta: { affix: true, onClick: 'x' } },
      ]),
    );
    expect(readStoredTags('zone')).toEqual([{ path: '/dashboard', fullPath: '/dashboard?yid=2025', title: '首页', meta: { affix: true } }]);
    saveTags('zone', [home, lib, lib, teach]);
    expect(readStoredTags('zone', (v) => v.path !== '/teaching/index').map((v) => v.path)).toEqual(['/dashboard', '/library/index']);
  });
});
