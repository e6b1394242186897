/**
 * Runs `run` when the browser is idle, or after `timeout` at the latest; where there is no
 * requestIdleCallback (Safari), after `fallback` ms. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout: number, fallback: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallback);
  return () => clearTimeout(id);
}
