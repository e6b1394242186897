/**
 * Imports `library`, then `module` a task later. A module graph is evaluated in one task, and the
 * app's (React DOM, the router, the app) took ~300 ms on a slow phone: a key typed meanwhile on the
 * server's page waited for all of it (issue 35). In two turns a key waits for one part at most. Their
 * files download together all the same: the loader preloads them (decision 0050).
 */
export async function importInTurns<T>(library: () => Promise<unknown>, module: () => Promise<T>) {
  await library();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return module();
}
