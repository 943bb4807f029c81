/**
 * Runs `fn` after the browser has painted the current frame: a choice's own control answers at once (the select
 * closes, shows the choice) and the work it starts (a navigation that renders the whole page again) runs in a later
 * task. The Event Timing of an input counts from the input to the next paint after its handlers, so work put after
 * that paint no longer delays the answer. Returns a function that cancels `fn` if it has not run yet.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after the paint.
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (timer = setTimeout(fn, 0)));
  else timer = setTimeout(fn, 0);
  return () => {
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
