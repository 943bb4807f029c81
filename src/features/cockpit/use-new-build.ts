import { useEffect, useState } from 'react';
import { isNewBuild } from './build-check';
import { wallEnvironment } from './wall-environment';

/**
 * Whether a new build has been deployed since this page loaded: every `intervalMs` the wall fetches index.html
 * and compares its entry script with the running one. Stops asking once it knows. A failed fetch (offline)
 * says nothing.
 */
export function useNewBuild(intervalMs: number): boolean {
  const [deployed, setDeployed] = useState(false);
  useEffect(() => {
    if (deployed) return;
    const running = wallEnvironment.runningEntry();
    if (!running) return;
    let live = true;
    const id = setInterval(() => {
      wallEnvironment.fetchIndex().then(
        (html) => {
          if (live && isNewBuild(running, html)) setDeployed(true);
        },
        () => undefined,
      );
    }, intervalMs);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [intervalMs, deployed]);
  return deployed;
}
