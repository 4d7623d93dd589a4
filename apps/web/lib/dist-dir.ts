/**
 * The website's build folder, relative to apps/web: `.next`, or NEXT_DIST_DIR so that a second
 * build (a side-by-side benchmark, a second test stack) does not overwrite the first. Read by
 * next.config.ts (where Next builds), standalone-config.ts and server.ts (what they serve);
 * scripts/start.mjs and scripts/build.mjs, plain JavaScript, read the same variable the same way.
 */
export const NEXT_DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
