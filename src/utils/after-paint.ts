/**
 * Runs `fn` after the browser has painted the current frame: a choice's own control answers at once (the select
 * closes, shows the choice) and the work it starts (a navigation that renders the whole page again) runs in a later
 * task. The Event Timing of an input counts from the input to the next paint after its handlers, so work put after
 * that paint no longer delays the answer. `frames` > 1: after that many frames (the first frame's pixels are on the
 * screen by the second: its paint is presented while the main thread goes on). Returns a function that cancels `fn`
 * if it has not run yet.
 */
export function afterNextPaint(fn: () => void, frames = 1): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after the paint.
  const wait = (left: number) => {
    frame = requestAnimationFrame(() => (left > 1 ? wait(left - 1) : (timer = setTimeout(fn, 0))));
  };
  if (typeof requestAnimationFrame === 'function') wait(frames);
  else timer = setTimeout(fn, 0);
  return () => {
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
