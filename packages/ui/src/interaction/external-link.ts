import { EXTERNAL_LINK_PARAM, EXTERNAL_LINK_VALUE, type HostPlatform } from '@growday/contracts/client';

/** What decides whether a link gets the external marker. */
export interface ExternalLinkRule {
  platform: HostPlatform;
  /**
   * Internal hosts: the short-domain, API and community hosts and their test variants, as origins
   * (`https://api.example.com`) or host names (`staging.example.com`, `example.com:8080`).
   */
  internalHosts: readonly string[];
}

/** Host names (with the port when one is given) of the internal-host list, lower case. */
export function normalizeInternalHosts(entries: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    try {
      hosts.add(entry.includes('://') ? new URL(entry).host : new URL(`http://${entry}`).host);
    } catch {
      // Not a host: ignore it.
    }
  }
  return [...hosts];
}

function isInternal(url: URL, hosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return hosts.some((entry) => entry === host || entry === hostname);
}

/**
 * In the reward-app webview (platform cashwalk) an outbound link (absolute http(s) URL to another
 * host) gets `external=true` so the app opens it outside the webview (CC-PLAT-02); links to the
 * internal hosts and their test variants (CC-PLAT-03), site paths and other platforms are left as
 * they are.
 */
export function markExternalLink(href: string, rule: ExternalLinkRule): string {
  if (rule.platform !== 'cashwalk') return href;
  const absolute = href.startsWith('//') ? `https:${href}` : href;
  if (!/^https?:\/\//i.test(absolute)) return href;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return href;
  }
  if (isInternal(url, normalizeInternalHosts(rule.internalHosts))) return href;
  if (url.searchParams.get(EXTERNAL_LINK_PARAM) === EXTERNAL_LINK_VALUE) return href;
  url.searchParams.set(EXTERNAL_LINK_PARAM, EXTERNAL_LINK_VALUE);
  return href.startsWith('//') ? url.toString().replace(/^https:/, '') : url.toString();
}
