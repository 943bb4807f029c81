import { Activity, useContext, useEffect, useRef, type ContextType, type ReactNode } from 'react';
import { useSettings } from '@/stores/settings';
import { UNSAFE_LocationContext, useOutlet } from 'react-router';
import { useTagsView } from '@/stores/tags-view';
import { PageErrorBoundary } from './page-error-boundary';
import { normalisePath } from './route-info';

type LocationCtx = ContextType<typeof UNSAFE_LocationContext>;

interface Kept {
  element: ReactNode;
  /** The location the page had when it was last visible: a hidden page never sees another page's URL. */
  location: LocationCtx;
}

/**
 * The routed page plus the cached pages (tags view's cachedViews) kept mounted but hidden, with React's
 * <Activity>. Only while the tags view is on: without tabs there is no way to close a kept page, so a
 * display clicking through the sidebar for days would keep every page mounted. Each page's outlet element is captured by path while it is visible; when hidden it keeps
 * its state and the location it had. A page shown again gets a window resize event (charts re-measure).
 */
const NO_CACHE: string[] = [];

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const locationCtx = useContext(UNSAFE_LocationContext);
  const tagsView = useSettings((s) => s.tagsView);
  const cachedViews = useTagsView((s) => (tagsView ? s.cachedViews : NO_CACHE));
  const current = normalisePath(locationCtx.location.pathname);
  const kept = useRef(new Map<string, Kept>());

  // Did this page come back from hidden? (decided once per change of the visible path)
  const lastVisible = useRef<string | null>(null);
  const revived = useRef(false);
  const map = kept.current;
  if (lastVisible.current !== current) {
    revived.current = lastVisible.current !== null && map.has(current);
    lastVisible.current = current;
  }

  // Capture the visible page; drop pages that left the cache (closed, refreshed) unless on screen.
  map.set(current, { element: outlet, location: locationCtx });
  for (const path of [...map.keys()]) {
    if (path !== current && !cachedViews.includes(path)) map.delete(path);
  }

  useEffect(() => {
    // Its charts measured a display:none container while hidden: let them resize.
    if (revived.current) window.dispatchEvent(new Event('resize'));
  }, [current]);

  return (
    <>
      {[...map.entries()].map(([path, entry]) => (
        <Activity key={path} mode={path === current ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext.Provider value={entry.location}>
            <PageErrorBoundary path={path}>
              <div className="srp-page" data-page={path}>
                {entry.element}
              </div>
            </PageErrorBoundary>
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
    </>
  );
}
