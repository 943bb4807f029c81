import type { PageKey } from './types';

/**
 * Fetching a page's code ahead of its visit (the wall shell loads its pages' code so that a lost network stops
 * no rotation). The loaders live in src/app/page-loaders.ts, above every feature: the app registers them here at
 * start (src/app/router.tsx), so a feature can ask for a page by its key without importing the app.
 */
let loadPage: ((key: PageKey) => Promise<unknown>) | undefined;

export function registerPageLoader(load: (key: PageKey) => Promise<unknown>): void {
  loadPage = load;
}

/** Starts loading a page's code; resolves when it is loaded, or at once when no loader is registered. */
export function prefetchPage(key: PageKey): Promise<unknown> {
  return loadPage ? loadPage(key) : Promise.resolve();
}
