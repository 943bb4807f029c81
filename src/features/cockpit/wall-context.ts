import { createContext, useContext } from 'react';
import { DEFAULT_TIMING, type WallTiming } from './wall-params';

/** The wall's timing (rotation, refresh, reload), provided by the shell from its URL. */
export const WallTimingContext = createContext<WallTiming>(DEFAULT_TIMING);

export function useWallTiming(): WallTiming {
  return useContext(WallTimingContext);
}
