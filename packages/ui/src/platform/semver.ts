/** A release version as three numbers (major.minor.patch). */
export type VersionTriple = readonly [number, number, number];

const VERSION_PATTERN = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/;

/** Parse "4", "4.1" or "4.1.2" (a leading v and any pre-release/build suffix are ignored). */
export function parseVersion(version: string | null | undefined): VersionTriple | null {
  const match = VERSION_PATTERN.exec((version ?? '').trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** -1, 0 or 1 as a is older than, equal to or newer than b; null when either is not a version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < 3; i += 1) {
    const l = left[i] ?? 0;
    const r = right[i] ?? 0;
    if (l !== r) return l < r ? -1 : 1;
  }
  return 0;
}
