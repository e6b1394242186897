import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts together. */
  errors: number;
  non2xx: number;
  /** Of `errors`, the requests that got no answer in time (autocannon's 10 s): a loaded machine, not a bug. */
  timeouts?: number;
  requests?: number;
}

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Unmeasured seconds first, so a route is timed warm (compiled code, filled caches), as it runs for real. */
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 2);

/** Bounded load (fixed duration, loopback only) against one URL. */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  { expect304 = false } = {},
): Promise<LoadResult> {
  if (WARM_UP_S > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    timeouts: result.timeouts,
    requests: result.requests.total,
    // A conditional request is answered 304 Not Modified when all is well.
    non2xx: expect304 ? result.requests.total - result['3xx'] : result.non2xx,
  };
}

/**
 * A real regression, not noise: a wrong answer (non-2xx, or no 304 where one is due), a refused or
 * broken connection, or more than 1 % of requests unanswered in time.
 */
export function failed(row: LoadResult): boolean {
  const timeouts = row.timeouts ?? 0;
  return row.non2xx > 0 || row.errors - timeouts > 0 || timeouts > 0.01 * (row.requests ?? 0);
}

export function printTable(baseline: LoadResult, rows: LoadResult[]): void {
  console.log(
    `\n${'ruta'.padEnd(46)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)}  errores`,
  );
  for (const row of [baseline, ...rows]) {
    const ratio = row.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `${row.name.padEnd(46)} ${row.requestsPerSecond.toFixed(0).padStart(9)} ${row.p99Ms.toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(7)}  ${row.errors + row.non2xx}`,
    );
  }
}
