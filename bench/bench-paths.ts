/** Routes the benchmark server adds beside the API's own. */
export const STATIC_PATH = '/bench/static';
export const UNCACHED_PATH = '/bench/latest-uncached';
export const UNCACHED_RECOMMENDED_PATH = '/bench/recommended-uncached';

/**
 * `BENCH_ONLY=<regex>` (case-insensitive): run only the list cases whose names match, and skip the
 * sections that hold none (the others need the whole machine for minutes). Unset runs everything.
 */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
export const benchWants = (name: string): boolean => !only || only.test(name);
/** Whole sections with no case names of their own (ingest, rankings, extension paint, Lighthouse). */
export const benchWantsAll = only === null;
