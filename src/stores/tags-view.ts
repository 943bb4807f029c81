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
  delView: (path: string) => void;
  delOthersViews: (path: string) => void;
  delAllViews: () => void;
  updateVisitedView: (view: TagView) => void;
  replaceAll: (views: TagView[]) => void;
}

/** Pure reducers (spec §4 tabs), exported for the unit tests. */
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
};

export const useTagsView = create<TagsViewState>((set) => ({
  visitedViews: [],
  cachedViews: [],
  addView: (view) =>
    set((s) => ({
      visitedViews: tagsReducers.addVisited(s.visitedViews, view),
      cachedViews: tagsReducers.addCached(s.cachedViews, view),
    })),
  delView: (path) =>
    set((s) => ({
      visitedViews: tagsReducers.delOne(s.visitedViews, path),
      cachedViews: s.cachedViews.filter((p) => p !== path),
    })),
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
  updateVisitedView: (view) =>
    set((s) => ({ visitedViews: s.visitedViews.map((v) => (v.path === view.path ? { ...v, ...view } : v)) })),
  replaceAll: (views) =>
    set({
      visitedViews: views,
      cachedViews: views.filter((v) => !v.meta?.noCache).map((v) => v.path),
    }),
}));
