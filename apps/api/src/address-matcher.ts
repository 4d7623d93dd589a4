import proxyAddr from '@fastify/proxy-addr';

/** True when an address (IPv4, IPv6 or IPv4-mapped IPv6) is in the list it was made from. */
export type AddressMatcher = (address: string) => boolean;

/**
 * A comma-separated list of addresses, CIDR ranges and the names loopback, linklocal and
 * uniquelocal, as a matcher (proxy-addr, the matcher Fastify's own trustProxy uses, so
 * TRUST_PROXY and METRICS_ALLOW read the same way). `none` is the empty list. A bad entry is
 * pushed to `problems` with the variable's name, as loadConfig reports them.
 */
export function parseAddressList(
  name: string,
  raw: string,
  problems: string[],
): { entries: string[]; matches: AddressMatcher } {
  const entries =
    raw.trim() === 'none'
      ? []
      : raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      problems.push(
        `${name}: ${JSON.stringify(entry)} is not an address, a CIDR range (10.0.0.0/8), loopback, linklocal or uniquelocal`,
      );
      return { entries: [], matches: () => false };
    }
  }
  if (entries.length === 0) return { entries, matches: () => false };
  const trust = proxyAddr.compile(entries);
  return { entries, matches: (address) => trust(address, 0) };
}
