/** A bare domain name with at least two labels (no scheme, port or path). */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * COMMUNITY_COOKIE_DOMAIN: the Domain of the community hand-off's nonce cookie, needed when the
 * community host is another host of the same site (community.growday.kr beside growday.kr). The
 * cookie is set through the web host's /api and must reach the community host's /api at the
 * exchange, so the domain must cover both hosts; a problem is reported when it does not. Unset:
 * a host-only cookie, which is right when the community host is the web host (the default).
 */
export function parseCommunityCookieDomain(
  raw: string | undefined,
  origins: readonly string[],
  problems: string[],
): string | undefined {
  const domain = raw?.trim().toLowerCase().replace(/^\./, '');
  if (!domain) return undefined;
  if (!DOMAIN.test(domain)) {
    problems.push(`COMMUNITY_COOKIE_DOMAIN: ${JSON.stringify(raw)} is not a domain such as growday.kr`);
    return undefined;
  }
  for (const origin of origins) {
    const host = new URL(origin).hostname;
    if (host !== domain && !host.endsWith(`.${domain}`)) {
      problems.push(
        `COMMUNITY_COOKIE_DOMAIN: ${domain} does not cover ${host}; it must be the shared parent of the web and community hosts`,
      );
    }
  }
  return domain;
}
