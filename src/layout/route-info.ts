import { canAccess, type AccessContext, type MenuEntry } from '@/routes/access';
import { FLAT_ROUTES, findRoute, joinPath } from '@/routes/route-table';
import type { FlatRoute } from '@/routes/types';
import type { TagView } from '@/stores/tags-view';

/** Location path without trailing slashes: the key of a tab and of a kept-alive page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function isRedirectPath(pathname: string): boolean {
  return pathname === '/redirect' || pathname.startsWith('/redirect/');
}

/** The tab for a page of the admin layout; undefined for the refresh helper and non-admin pages. */
export function tagFor(flat: FlatRoute | undefined, pathname: string, search: string): TagView | undefined {
  if (!flat || flat.layout !== 'admin' || isRedirectPath(pathname)) return undefined;
  const meta = flat.node.meta ?? {};
  const path = normalisePath(pathname);
  const title = meta.title ?? path;
  return {
    path,
    fullPath: path + search,
    title,
    meta: { title, ...(meta.affix ? { affix: true } : {}), ...(meta.noCache ? { noCache: true } : {}) },
  };
}

/** Affixed tabs (home) the user may open, in table order. */
export function affixViews(ctx: AccessContext): TagView[] {
  return FLAT_ROUTES.filter((r) => r.layout === 'admin' && r.node.meta?.affix && !r.fullPath.includes('*') && canAccess(r, ctx)).map(
    (r) => {
      const title = r.node.meta?.title ?? r.fullPath;
      return { path: r.fullPath, fullPath: r.fullPath, title, meta: { title, affix: true } };
    },
  );
}

/** Whether a stored or open tab may stay: its route exists in the admin layout and the user may open it. */
export function viewAllowed(view: Pick<TagView, 'path'>, ctx: AccessContext | null): boolean {
  const route = findRoute(view.path);
  if (!route || route.layout !== 'admin' || isRedirectPath(view.path)) return false;
  return ctx ? canAccess(route, ctx) : false;
}

/** Where a section crumb links to: its menu link, else its first visible page, else its first page. */
export function sectionFirstPage(flat: FlatRoute): string {
  const node = flat.node;
  if (node.menuLink) return node.menuLink;
  const children = node.children ?? [];
  const first = children.find((c) => !c.meta?.hidden && c.page) ?? children.find((c) => c.page);
  return first ? joinPath(flat.fullPath, first.path) : flat.fullPath;
}

function allKeys(menu: MenuEntry[]): Map<string, string | undefined> {
  const keys = new Map<string, string | undefined>();
  for (const e of menu) {
    keys.set(e.key, undefined);
    for (const c of e.children ?? []) keys.set(c.key, e.key);
  }
  return keys;
}

/**
 * The menu entry that lights up for a route: its meta.activeMenu or its own path; failing both, the
 * top-level entry of its section (a section shown as one entry, e.g. 排行榜 → /rank).
 * Returns the selected key and the submenu that must be open for it.
 */
export function menuSelection(flat: FlatRoute | undefined, menu: MenuEntry[]): { selected?: string; openParent?: string } {
  if (!flat) return {};
  const keys = allKeys(menu);
  const candidates = [flat.node.meta?.activeMenu, flat.fullPath].filter((k): k is string => !!k);
  for (const c of candidates) {
    if (keys.has(c)) return { selected: c, openParent: keys.get(c) };
  }
  const sectionRoot = flat.chain[0];
  if (sectionRoot) {
    const top = menu.find((e) => e.key === sectionRoot.path || e.path.startsWith(`${sectionRoot.path}/`) || e.path === sectionRoot.path);
    if (top) return { selected: top.key };
  }
  return {};
}
