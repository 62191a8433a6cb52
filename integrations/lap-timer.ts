/** A stopwatch for the steps of a build: each call gives the whole milliseconds since the
 * previous call (the first, since the stopwatch was made). */
export function lapTimer(): () => number {
  let since = performance.now();
  return () => {
    const now = performance.now();
    const ms = Math.round(now - since);
    since = now;
    return ms;
  };
}
