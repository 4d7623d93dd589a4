/**
 * Where a sign-in may send the browser afterwards. Only our own hosts: an open redirect would let
 * anyone dress a phishing page in our sign-in (docs/decisions.md).
 *
 * `target` may be absolute (its origin must be listed) or a path on `fallbackOrigin`
 * ("/best", never "//evil.example"). Anything else gives `fallbackOrigin` + "/".
 */
export function safeRedirectTarget(
  target: string | null | undefined,
  allowedOrigins: readonly string[],
  fallbackOrigin: string,
): string {
  const home = `${fallbackOrigin}/`;
  if (!target) return home;
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    return new URL(target, fallbackOrigin).toString();
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return home;
  }
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '')));
  // URL gives extension schemes (chrome-extension://id) the opaque origin "null"; compare scheme + host.
  const origin = url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin;
  return allowed.has(origin) ? url.toString() : home;
}
