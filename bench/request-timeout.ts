/**
 * How long one bench request may take before autocannon counts it as an error (its default is
 * 10 s). On a shared, loaded machine a single request behind a slow write passed 10 s and stopped
 * the whole run; a request still unanswered after BENCH_TIMEOUT seconds is a real fault.
 */
export const BENCH_REQUEST_TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 60);

/** Socket errors and timeouts a measured run may have, as a share of its answered requests. */
export const BENCH_MAX_ERROR_SHARE = 0.01;

/**
 * Any answer other than 2xx stops the run (the route is broken, not slow). A few socket errors or
 * timeouts under a machine's load are reported beside the figures; past BENCH_MAX_ERROR_SHARE of
 * the requests they stop the run too.
 */
export function checkRun(
  name: string,
  r: { non2xx: number; errors: number; timeouts: number; requests: { total: number } },
) {
  const errors = `${r.errors} errors (${r.timeouts} timeouts)`;
  if (r.non2xx > 0 || r.errors > r.requests.total * BENCH_MAX_ERROR_SHARE) {
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${errors} in ${r.requests.total} requests`);
  }
  if (r.errors > 0) console.log(`  (${name}: ${errors} in ${r.requests.total} requests, under the load)`);
}
