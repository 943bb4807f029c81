/**
 * The rotation rule of the walls (docs/rules.md#walls) as pure functions: the next page after the current one,
 * wrapping to the first. The hook that runs it is use-rotation.ts.
 */

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface RotationStep {
  next: string;
  /** The step goes from the last page back to the first: one loop done. */
  wrapped: boolean;
}

/** The page after `current` in `pages` (the first when `current` is the last, or not one of them). */
export function rotationStep(pages: readonly string[], current: string): RotationStep {
  if (pages.length === 0) return { next: current, wrapped: false };
  const at = pages.findIndex((p) => normalise(p) === normalise(current));
  if (at < 0) return { next: pages[0], wrapped: false };
  const nextIndex = (at + 1) % pages.length;
  return { next: pages[nextIndex], wrapped: nextIndex === 0 };
}

/** Whether a reload is due at this step: after `reloadAfterLoops` loops (0: never), at a loop boundary. */
export function reloadDue(step: RotationStep, loopsDone: number, reloadAfterLoops: number): boolean {
  return step.wrapped && reloadAfterLoops > 0 && loopsDone >= reloadAfterLoops;
}
