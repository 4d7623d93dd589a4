/**
 * Where a sign-in may send the browser afterwards: only our own origins. An open redirect would let
 * anyone dress a phishing page in our sign-in (docs/decisions.md, "Redirect targets").
 *
 * A target is parsed the way the browser will parse it, then its origin is compared; no prefix
 * check on the raw string. Prefix checks fail on input the URL parser rewrites: it drops tabs and
 * newlines anywhere ("/\t/evil.example" is "//evil.example"), reads "\" as "/" in http(s) URLs, and
 * maps Unicode dots in host names to ".".
 */

/** Longest target accepted; longer ones are refused (a sign-in's next= is one page address). */
export const REDIRECT_TARGET_MAX_LENGTH = 2048;

/** Schemes a redirect may use: the web's, and the extension pages' (the new tab's sign-in return). */
const REDIRECT_SCHEMES = new Set(['http:', 'https:', 'chrome-extension:', 'moz-extension:']);
const EXTENSION_SCHEMES = new Set(['chrome-extension:', 'moz-extension:']);

/**
 * Refused anywhere in a target as given: control characters (C0, DEL, C1: the parser drops tabs
 * and newlines, and CR/LF split headers), any Unicode white space or invisible format character
 * (the parser trims some; people cannot see them), and backslashes (the parser reads "\" as "/",
 * so "/\evil.example" is "//evil.example"). A page address from `location.href` has none of them.
 */
const FORBIDDEN_RAW = /[\p{Cc}\p{Cf}\p{White_Space}\\]/u;
/**
 * Refused after percent-decoding: control characters and backslashes ("%0d%0a", "%09", "%5C").
 * Decoded spaces stay allowed: "/search?q=react%20hooks" is an ordinary address.
 */
const FORBIDDEN_DECODED = /[\p{Cc}\\]/u;

/** Percent-decoding rounds: enough to unwrap double and triple encoding ("%252F" -> "%2F" -> "/"). */
const DECODE_ROUNDS = 3;

/**
 * The comparable origin of a URL: `scheme://host[:port]`. Extension URLs have the opaque origin
 * "null" in the URL standard, so for them it is scheme + host (lower-cased; ids are lower case).
 */
export function redirectOrigin(url: URL): string | null {
  if (!REDIRECT_SCHEMES.has(url.protocol)) return null;
  if (EXTENSION_SCHEMES.has(url.protocol)) return url.host ? `${url.protocol}//${url.host.toLowerCase()}` : null;
  return url.origin === 'null' ? null : url.origin;
}

/**
 * Each round of percent-decoding of `value` until it stops changing. A malformed escape ("%zz",
 * a lone "%") ends the rounds: the parser keeps it as it is, and so would any later decoder.
 */
function decodings(value: string): string[] {
  const out: string[] = [];
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    out.push(next);
    current = next;
  }
  return out;
}

function parse(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The URL `value` names when it lands on one of `allowed`, without credentials or a "//" path; else null. */
function landOnAllowed(value: string, base: string, allowed: ReadonlySet<string>): URL | null {
  const url = parse(value, base);
  if (!url) return null;
  const origin = redirectOrigin(url);
  if (origin === null || !allowed.has(origin)) return null;
  // Userinfo is how "https://growday.kr@evil.example" hides its real host; our addresses never carry it.
  if (url.username || url.password) return null;
  // A path starting with "//" turns protocol-relative the moment anyone reuses it as a path.
  if (url.pathname.startsWith('//')) return null;
  return url;
}

/** The origins in `allowedOrigins`, each in the form `redirectOrigin` gives. */
function originSet(allowedOrigins: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const entry of allowedOrigins) {
    const url = parse(entry, 'invalid:');
    const origin = url ? redirectOrigin(url) : null;
    if (origin) set.add(origin);
  }
  return set;
}

/**
 * `target` as an absolute, normalised URL on one of `allowedOrigins`, or null.
 *
 * A relative target ("/best", "best?x=1") resolves against `baseOrigin`, which must itself be
 * allowed. The target is refused when, raw or after any round of percent-decoding, it holds a
 * control, white-space or invisible character or a backslash, or it resolves to another origin,
 * to a scheme other than http(s) or an extension's, to an address with userinfo, or to a path
 * starting with "//".
 */
export function parseRedirectTarget(
  target: string | null | undefined,
  allowedOrigins: readonly string[],
  baseOrigin: string,
): string | null {
  if (!target || target.length > REDIRECT_TARGET_MAX_LENGTH) return null;
  const allowed = originSet(allowedOrigins);
  const baseUrl = parse(baseOrigin, 'invalid:');
  const base = baseUrl ? redirectOrigin(baseUrl) : null;
  if (base === null || !allowed.has(base)) return null;
  const decoded = decodings(target);
  if (FORBIDDEN_RAW.test(target) || decoded.some((form) => FORBIDDEN_DECODED.test(form))) return null;
  const url = landOnAllowed(target, `${base}/`, allowed);
  if (!url) return null;
  // A server further on may decode the address once more before it redirects: every decoded form
  // must stay on the same origin too ("/%2F%2Fevil.example" decodes to "///evil.example").
  const origin = redirectOrigin(url);
  for (const form of decoded) {
    const again = landOnAllowed(form, `${base}/`, allowed);
    if (!again || redirectOrigin(again) !== origin) return null;
  }
  return url.href;
}

/**
 * Like `parseRedirectTarget`, with `fallbackOrigin` + "/" for anything refused or missing.
 * `fallbackOrigin` is also the base of relative targets.
 */
export function safeRedirectTarget(
  target: string | null | undefined,
  allowedOrigins: readonly string[],
  fallbackOrigin: string,
): string {
  return parseRedirectTarget(target, [...allowedOrigins, fallbackOrigin], fallbackOrigin) ?? `${fallbackOrigin}/`;
}
