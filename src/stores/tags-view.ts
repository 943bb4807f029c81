import { create } from 'zustand';

export interface TagView {
  /** Path with its query, e.g. /library/index?yid=2025 */
  fullPath: string;
  path: string;
  title: string;
  meta?: { affix?: boolean; noCache?: boolean; title?: string };
}

interface TagsViewState {
  visitedViews: TagView[];
  /** Paths whose pages are kept alive. */
  cachedViews: string[];
  addView: (view: TagView) => void;
  /** Adds the view, or refreshes the query/title of the tab already open for its path. */
  visitView: (view: TagView) => void;
  /** Affixed tabs (home) at the start, in the given order, whatever was open before. */
  addAffixViews: (views: TagView[]) => void;
  delView: (path: string) => void;
  /** Drops a page from the keep-alive cache only (refresh): its tab stays. */
  delCachedView: (path: string) => void;
  delOthersViews: (path: string) => void;
  delAllViews: () => void;
  /** Keeps only the tabs a predicate accepts (a library switch may close pages the user lost). */
  retainViews: (keep: (view: TagView) => boolean) => void;
  updateVisitedView: (view: TagView) => void;
  replaceAll: (views: TagView[]) => void;
}

/** Pure reducers of the tabs (docs/rules.md#layout), exported for the unit tests. */
export const tagsReducers = {
  addVisited(views: TagView[], view: TagView): TagView[] {
    if (views.some((v) => v.path === view.path)) return views;
    return [...views, view];
  },
  addCached(cached: string[], view: TagView): string[] {
    if (view.meta?.noCache || cached.includes(view.path)) return cached;
    return [...cached, view.path];
  },
  delOne(views: TagView[], path: string): TagView[] {
    return views.filter((v) => v.path !== path || v.meta?.affix);
  },
  delOthers(views: TagView[], path: string): TagView[] {
    return views.filter((v) => v.path === path || v.meta?.affix);
  },
  delAll(views: TagView[]): TagView[] {
    return views.filter((v) => v.meta?.affix);
  },
  /** Affixed views first (deduplicated by path), then the others in their order. */
  withAffix(views: TagView[], affix: TagView[]): TagView[] {
    const affixPaths = new Set(affix.map((a) => a.path));
    const head = affix.map((a) => {
      const open = views.find((v) => v.path === a.path);
      return open ? { ...open, meta: { ...open.meta, ...a.meta, affix: true } } : a;
    });
    return [...head, ...views.filter((v) => !affixPaths.has(v.path))];
  },
};

const sameViews = (a: TagView[], b: TagView[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export const useTagsView = create<TagsViewState>((set) => ({
  visitedViews: [],
  cachedViews: [],
  addView: (view) =>
    set((s) => ({
      visitedViews: tagsReducers.addVisited(s.visitedViews, view),
      cachedViews: tagsReducers.addCached(s.cachedViews, view),
    })),
  visitView: (view) =>
    set((s) => {
      const open = s.visitedViews.find((v) => v.path === view.path);
      const cachedViews = tagsReducers.addCached(s.cachedViews, view);
      if (!open) return { visitedViews: [...s.visitedViews, view], cachedViews };
      if (open.fullPath === view.fullPath && open.title === view.title) {
        return cachedViews === s.cachedViews ? s : { cachedViews };
      }
      return {
        visitedViews: s.visitedViews.map((v) => (v.path === view.path ? { ...v, fullPath: view.fullPath, title: view.title } : v)),
        cachedViews,
      };
    }),
  addAffixViews: (views) =>
    set((s) => {
      const visitedViews = tagsReducers.withAffix(s.visitedViews, views);
      if (sameViews(visitedViews, s.visitedViews)) return s;
      let cachedViews = s.cachedViews;
      for (const v of views) cachedViews = tagsReducers.addCached(cachedViews, v);
      return { visitedViews, cachedViews };
    }),
  delView: (path) =>
    set((s) => {
      const visitedViews = tagsReducers.delOne(s.visitedViews, path);
      // An affixed tab stays open, and so does its cached page.
      const stays = visitedViews.some((v) => v.path === path);
      return { visitedViews, cachedViews: stays ? s.cachedViews : s.cachedViews.filter((p) => p !== path) };
    }),
  delCachedView: (path) => set((s) => ({ cachedViews: s.cachedViews.filter((p) => p !== path) })),
  delOthersViews: (path) =>
    set((s) => {
      const visitedViews = tagsReducers.delOthers(s.visitedViews, path);
      return { visitedViews, cachedViews: s.cachedViews.filter((p) => visitedViews.some((v) => v.path === p)) };
    }),
  delAllViews: () =>
    set((s) => {
      const visitedViews = tagsReducers.delAll(s.visitedViews);
      return { visitedViews, cachedViews: s.cachedViews.filter((p) => visitedViews.some((v) => v.path === p)) };
    }),
  retainViews: (keep) =>
    set((s) => {
      const visitedViews = s.visitedViews.filter(keep);
      if (visitedViews.length === s.visitedViews.length) return s;
      return { visitedViews, cachedViews: s.cachedViews.filter((p) => visitedViews.some((v) => v.path === p)) };
    }),
  updateVisitedView: (view) => set((s) => ({ visitedViews: s.visitedViews.map((v) => (v.path === view.path ? { ...v, ...view } : v)) })),
  replaceAll: (views) =>
    set({
      visitedViews: views,
      cachedViews: views.filter((v) => !v.meta?.noCache).map((v) => v.path),
    }),
}));

// ---------------------------------------------------------------------------------------------
// Per-user persistence: the open tabs survive a reload, under `srp:{login}:tags` (the session's
// clearUserStorage(login) removes every `srp:{login}:*` key on logout).

export const tagsStorageKey = (login: string) => `srp:${login}:tags`;

const MAX_STORED_VIEWS = 100;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const optionalBoolean = (x: unknown): x is boolean | undefined => x === undefined || typeof x === 'boolean';
const optionalString = (x: unknown): x is string | undefined => x === undefined || typeof x === 'string';

/**
 * One stored tab, checked by hand (no zod: this store is on the login route): paths start with '/', a title,
 * an optional meta of affix / noCache / title. Unknown fields are dropped; anything else invalid → undefined.
 */
function storedView(x: unknown): TagView | undefined {
  if (!isObject(x)) return undefined;
  const { path, fullPath, title, meta } = x;
  if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
  if (typeof fullPath !== 'string' || !fullPath.startsWith('/')) return undefined;
  if (typeof title !== 'string') return undefined;
  if (meta === undefined) return { path, fullPath, title };
  if (!isObject(meta)) return undefined;
  const { affix, noCache, title: metaTitle } = meta;
  if (!optionalBoolean(affix) || !optionalBoolean(noCache) || !optionalString(metaTitle)) return undefined;
  const clean: NonNullable<TagView['meta']> = {};
  if (affix !== undefined) clean.affix = affix;
  if (noCache !== undefined) clean.noCache = noCache;
  if (metaTitle !== undefined) clean.title = metaTitle;
  return { path, fullPath, title, meta: clean };
}

/** The stored list: at most 100 tabs, every one valid, else nothing. */
function storedViews(x: unknown): TagView[] | undefined {
  if (!Array.isArray(x) || x.length > MAX_STORED_VIEWS) return undefined;
  const views = x.map(storedView);
  return views.every((v): v is TagView => v !== undefined) ? views : undefined;
}

/** Writes the open tabs of `login` to localStorage. */
export function saveTags(login: string, views: TagView[] = useTagsView.getState().visitedViews): void {
  try {
    const plain = views.map(({ path, fullPath, title, meta }) => ({ path, fullPath, title, meta }));
    localStorage.setItem(tagsStorageKey(login), JSON.stringify(plain));
  } catch {
    /* storage full or unavailable: tabs simply do not survive a reload */
  }
}

/** The tabs stored for `login`, validated; entries the predicate rejects (no access any more) are dropped. */
export function readStoredTags(login: string, accept: (view: TagView) => boolean = () => true): TagView[] {
  try {
    const raw = localStorage.getItem(tagsStorageKey(login));
    if (!raw) return [];
    const views = storedViews(JSON.parse(raw));
    if (!views) return [];
    const seen = new Set<string>();
    return views.filter((v) => {
      if (seen.has(v.path) || !accept(v)) return false;
      seen.add(v.path);
      return true;
    });
  } catch {
    return [];
  }
}

/** Replaces the open tabs with the ones stored for `login` (none stored: no tabs). */
export function restoreTags(login: string, accept?: (view: TagView) => boolean): void {
  useTagsView.getState().replaceAll(readStoredTags(login, accept));
}

/**
 * Ties the tags store to one user: restores that user's tabs now, then saves every change under their key.
 * Returns the unbind function. Another user's tabs are never shown: binding replaces whatever was open.
 */
export function bindTagsStorage(login: string, accept?: (view: TagView) => boolean): () => void {
  restoreTags(login, accept);
  return useTagsView.subscribe((state, prev) => {
    if (state.visitedViews !== prev.visitedViews) saveTags(login, state.visitedViews);
  });
}
