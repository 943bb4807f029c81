import type { ComponentType } from 'react';
import type { FlatRoute } from '@/routes/types';

/**
 * The routes between the root and a page: the antd shell (antd's configuration, toasts; ./antd-shell.tsx) and
 * the layouts. Each is a lazy chunk, loaded with the first page under it. Pages without antd stay outside the
 * antd shell: the login page, which every visitor without a session sees first, loads no antd at all.
 *
 * bench/bundle-size.mjs reads this module (through Vite) to know what a visit to each route of the table loads.
 */
export type ShellKind = 'antd' | 'admin' | 'ndb' | 'cockpit';

export const SHELL_LOADERS: Record<ShellKind, () => Promise<{ default: ComponentType }>> = {
  antd: () => import('./antd-shell'),
  admin: () => import('@/layout/admin-layout'),
  ndb: () => import('@/layout/ndb-layout'),
  cockpit: () => import('@/layout/cockpit-layout'),
};

/** Pages built without antd (plain HTML and CSS): outside the antd shell. Top-level blank pages only. */
export const PLAIN_PAGES: ReadonlySet<string> = new Set(['/login']);

/** The shells of a route, outermost first (blank pages have no layout; plain pages no antd shell). */
export function shellsOf(flat: Pick<FlatRoute, 'fullPath' | 'layout'>): ShellKind[] {
  const layout: ShellKind[] = flat.layout === 'blank' ? [] : [flat.layout];
  return flat.layout === 'blank' && PLAIN_PAGES.has(flat.fullPath) ? layout : ['antd', ...layout];
}
