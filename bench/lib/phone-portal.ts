import { startPortal } from './servers';

/** A cheap phone's network, as bench:phone applies it over CDP (Network.emulateNetworkConditions). */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
/** A cheap phone's CPU: 4× slower than this machine (Emulation.setCPUThrottlingRate). */
export const PHONE_CPU_SLOWDOWN = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** "median (min–max)", or a dash without values. */
export const medianAndRange = (values: number[], digits = 0) =>
  values.length === 0
    ? '—'
    : `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/**
 * The portal the phone benches measure: PHONE_BASE_URL when given (another build, a worktree), else
 * this build (built first if missing or stale) served on a fresh data folder, like bench:lighthouse.
 */
export async function portalUnderTest(port: number): Promise<{ base: string; stop(): Promise<void> }> {
  const base = process.env.PHONE_BASE_URL;
  if (base) return { base, stop: async () => {} };
  const portal = await startPortal(Number(process.env.PHONE_PORT ?? port));
  return { base: portal.url, stop: portal.stop };
}
