import { performance } from 'node:perf_hooks';
import { systemMessages } from '@portal/shared/messages';

export type ProbeResult<T> = { ok: true; value: T; ms: number } | { ok: false; error: string; ms: number };

/** An error as one readable line (some drivers throw errors with an empty message but a code). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const code = (error as { code?: unknown }).code;
  const text = error.message || (typeof code === 'string' ? code : '') || error.name;
  return text.slice(0, 300);
}

/**
 * Runs one part's check with a time limit: it answers its value, or why it failed, never throws and
 * never waits longer than `timeoutMs` (the work itself may go on in the background).
 */
export async function probe<T>(timeoutMs: number, work: () => Promise<T>): Promise<ProbeResult<T>> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(systemMessages.timeout(timeoutMs))), timeoutMs);
  });
  try {
    const value = await Promise.race([work(), timeout]);
    return { ok: true, value, ms: elapsed() };
  } catch (error) {
    return { ok: false, error: describeError(error), ms: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}
