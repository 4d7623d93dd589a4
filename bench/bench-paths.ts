/** Routes the benchmark server adds beside the API's own. */
export const STATIC_PATH = '/bench/static';
export const UNCACHED_PATH = '/bench/latest-uncached';
export const UNCACHED_RECOMMENDED_PATH = '/bench/recommended-uncached';
