/**
 * Runs `run` when the browser is idle (within 2 s), or after 200 ms where there is no requestIdleCallback
 * (Safari). Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
