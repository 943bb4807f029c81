import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';

export interface WallFreshness {
  /** The oldest data on screen (ms), 0 before any. */
  oldest: number;
  /** Panels whose last refetch failed. */
  failing: number;
}

/**
 * The page's freshness for the header: over the queries on screen (TanStack's active queries: the wall is the
 * only layout mounted), the oldest data time and how many failed their last refetch. Recomputed on every cache
 * event; a string snapshot, so React re-renders only when one of the two changes.
 */
export function useWallFreshness(): WallFreshness {
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  const snapshot = useCallback(() => {
    let oldest = 0;
    let failing = 0;
    for (const q of client.getQueryCache().findAll({ type: 'active' })) {
      const s = q.state;
      if (s.data === undefined) continue;
      if (oldest === 0 || s.dataUpdatedAt < oldest) oldest = s.dataUpdatedAt;
      if (s.errorUpdatedAt > s.dataUpdatedAt) failing += 1;
    }
    return `${oldest}|${failing}`;
  }, [client]);
  const [oldest, failing] = useSyncExternalStore(subscribe, snapshot).split('|').map(Number);
  return { oldest, failing };
}
