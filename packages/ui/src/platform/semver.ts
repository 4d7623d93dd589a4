// With .js: semver has no exports map, so Node's own ESM loader (Playwright's, the API's tsx)
// resolves the file only by its full name; bundlers take either.
import coerce from 'semver/functions/coerce.js';
import compare from 'semver/functions/compare.js';
import parse from 'semver/functions/parse.js';
import type { SemVer } from 'semver';

/** The short forms the native apps send ("4", "4.1"), which semver's own parser does not take. */
const SHORT_VERSION = /^v?\d+(?:\.\d+)?$/;

/**
 * Parse "4", "4.1" or "4.1.2" (a leading v and any pre-release/build suffix are accepted) as
 * major.minor.patch: the suffix is dropped, so a 2.0.0 beta counts as 2.0.0 in the version bands.
 */
export function parseVersion(version: string | null | undefined): SemVer | null {
  const raw = (version ?? '').trim();
  if (!parse(raw, { loose: true }) && !SHORT_VERSION.test(raw)) return null;
  return coerce(raw);
}

/** -1, 0 or 1 as a is older than, equal to or newer than b; null when either is not a version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  return left && right ? compare(left, right) : null;
}
