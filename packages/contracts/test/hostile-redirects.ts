import { EXTENSION_ID } from '../src/extension';

/**
 * One table of hostile redirect targets, shared by every test of a place that redirects on a
 * user-given address: the pure check (packages/contracts), the OAuth next= and its failure return
 * (apps/api), /redirect-login (e2e), the community hand-off (packages/ui) and the extension's
 * sign-in return. The expectation for every row is the same: the browser never leaves our origins.
 *
 * Rows that name our own host are built from `ownOrigin`, so the same table fits growday.kr and a
 * test stack on localhost.
 */
export interface HostileRedirect {
  /** What the row tries, for the test title. */
  name: string;
  target: string;
}

const EVIL = 'evil.example';

/** A look-alike of `host`: its first "o" or "a" swapped for the Cyrillic letter (an IDN homograph). */
function homograph(host: string): string {
  if (host.includes('o')) return host.replace('o', '\u043e');
  if (host.includes('a')) return host.replace('a', '\u0430');
  return `\u0261${host.slice(1)}`;
}

export function hostileRedirects(ownOrigin: string): HostileRedirect[] {
  const own = new URL(ownOrigin);
  const host = own.host;
  const scheme = own.protocol;
  return [
    { name: 'tab after the slash', target: `/\t/${EVIL}/x` },
    { name: 'newline after the slash', target: `/\n/${EVIL}` },
    { name: 'carriage return after the slash', target: `/\r/${EVIL}` },
    { name: 'CR LF header injection', target: `/\r\nSet-Cookie: gd_session=attacker` },
    { name: 'NUL after the slash', target: `/\u0000/${EVIL}` },
    { name: 'DEL after the slash', target: `/\u007f/${EVIL}` },
    { name: 'C1 next-line after the slash', target: `/\u0085/${EVIL}` },
    { name: 'tab inside the scheme', target: 'java\tscript:alert(1)' },
    { name: 'slash backslash', target: `/\\${EVIL}` },
    { name: 'two backslashes', target: `\\\\${EVIL}` },
    { name: 'backslash slash', target: `\\/${EVIL}` },
    { name: 'scheme then slash backslash', target: `https:/\\${EVIL}` },
    { name: 'backslash before our host as userinfo', target: `https://${EVIL}\\@${host}` },
    { name: 'protocol-relative', target: `//${EVIL}` },
    { name: 'three slashes', target: `///${EVIL}` },
    { name: 'four slashes', target: `////${EVIL}/x` },
    { name: 'dot segment into a double slash', target: `/.//${EVIL}` },
    { name: 'dot-dot segment into a double slash', target: `/..//${EVIL}` },
    { name: 'https without slashes', target: `https:${EVIL}` },
    { name: 'http without slashes', target: `http:${EVIL}` },
    { name: 'absolute foreign address', target: `https://${EVIL}/phish` },
    { name: 'http with one slash', target: `http:/${EVIL}` },
    { name: 'ftp', target: `ftp://${EVIL}/` },
    { name: 'our host as userinfo', target: `${scheme}//${host}@${EVIL}/` },
    { name: 'protocol-relative with our host as userinfo', target: `//${host}@${EVIL}` },
    { name: 'userinfo with password', target: `${scheme}//${host}:pw@${EVIL}/` },
    { name: 'our host as a subdomain of theirs', target: `${scheme}//${own.hostname}.${EVIL}/` },
    { name: 'our host in the fragment', target: `https://${EVIL}#@${host}` },
    { name: 'our host in the query', target: `https://${EVIL}?@${host}` },
    { name: 'our address in their path', target: `https://${EVIL}/${ownOrigin}` },
    { name: 'ideographic full stop in the host', target: `https://evil\u3002example/` },
    { name: 'fullwidth full stop in the host', target: `https://evil\uff0eexample/` },
    { name: 'fullwidth solidus pair', target: `\uff0f\uff0f${EVIL}` },
    { name: 'IDN homograph of our host', target: `${scheme}//${homograph(host)}/` },
    { name: 'javascript:', target: 'javascript:alert(document.domain)' },
    { name: 'mixed-case javascript:', target: 'JaVaScRiPt:alert(1)' },
    { name: 'javascript: after leading spaces', target: '   javascript:alert(1)' },
    { name: 'data: HTML', target: 'data:text/html,<script>alert(1)</script>' },
    { name: 'data: base64', target: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
    { name: 'vbscript:', target: 'vbscript:msgbox(1)' },
    { name: 'blob: of our origin', target: `blob:${ownOrigin}/0f0f0f0f` },
    { name: 'file:', target: 'file:///etc/passwd' },
    { name: 'encoded slash after the slash', target: `/%2F/${EVIL}` },
    { name: 'two encoded slashes', target: `%2F%2F${EVIL}` },
    { name: 'encoded tab after the slash', target: `/%09/${EVIL}/x` },
    { name: 'encoded backslash', target: `/%5C${EVIL}` },
    { name: 'two encoded backslashes', target: `/%5C%5C${EVIL}` },
    { name: 'encoded CR LF header injection', target: '/%0d%0aSet-Cookie:%20gd_session=attacker' },
    { name: 'encoded CR LF before a Location', target: `%0D%0ALocation:%20https://${EVIL}` },
    { name: 'double-encoded slashes', target: `/%252F%252F${EVIL}` },
    { name: 'encoded NUL', target: `/%00/${EVIL}` },
    { name: 'leading spaces before a protocol-relative address', target: `   //${EVIL}` },
    { name: 'leading ideographic space', target: `\u3000//${EVIL}` },
    { name: 'leading no-break space', target: `\u00a0//${EVIL}` },
    { name: 'zero-width space in the slashes', target: `/\u200b/${EVIL}` },
    { name: 'line separator after the slash', target: `/\u2028/${EVIL}` },
    { name: 'foreign extension', target: `chrome-extension://${'b'.repeat(32)}/new-tab.html` },
    { name: 'our extension id as userinfo', target: `chrome-extension://${EXTENSION_ID}@${EVIL}/` },
    { name: 'extension scheme without slashes', target: `chrome-extension:${EVIL}` },
    { name: 'very long address', target: `/${'a'.repeat(4096)}` },
  ];
}

/**
 * Where a redirect for a row may land: nowhere (refused) or an http(s) or extension address on one
 * of `allowedOrigins`, without userinfo and without a "//" path.
 */
export function staysOnOurOrigins(landing: string | null, allowedOrigins: readonly string[]): boolean {
  if (landing === null) return true;
  let url: URL;
  try {
    url = new URL(landing);
  } catch {
    return false;
  }
  const extension = url.protocol === 'chrome-extension:' || url.protocol === 'moz-extension:';
  if (!extension && url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const origin = extension ? `${url.protocol}//${url.host}` : url.origin;
  const allowed = allowedOrigins.map((entry) => entry.replace(/\/+$/, ''));
  return allowed.includes(origin) && !url.username && !url.password && !url.pathname.startsWith('//');
}
