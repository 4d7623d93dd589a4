/**
 * How long one bench request may take before autocannon counts it as an error (its default is
 * 10 s). On a shared, loaded machine a single request behind a slow write passed 10 s and stopped
 * the whole run; a request still unanswered after BENCH_TIMEOUT seconds is a real fault.
 */
export const BENCH_REQUEST_TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 60);
