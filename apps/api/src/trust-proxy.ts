import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from us: the proxies' addresses and ranges. */
export type TrustProxy = string[];

/**
 * By default only a proxy on this machine is believed: the website's /api proxy reaches the API
 * over loopback and sets X-Forwarded-For from its own socket. Any other peer is the client itself.
 */
export const DEFAULT_TRUST_PROXY = '127.0.0.1,::1';

/** Names proxy-addr (Fastify's trust check) knows for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const family = isIP(entry.slice(0, slash));
  const bits = entry.slice(slash + 1);
  if (family === 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses, CIDR ranges (10.0.0.0/8) and the names
 * loopback, linklocal, uniquelocal. A hop count is refused: it believes whoever connects (Fastify 5
 * itself now treats a number as "trust nobody"), so a client that reaches the API directly could
 * name any address. Problems are pushed with the variable's name, as loadConfig reports them.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? DEFAULT_TRUST_PROXY).trim();
  if (/^\d+$/.test(value)) {
    problems.push(
      'TRUST_PROXY: a hop count would believe any client that connects directly; name the proxies (addresses or CIDR ranges)',
    );
    return [];
  }
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) problems.push('TRUST_PROXY: give proxy addresses or ranges, or a hop count such as 1');
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      problems.push(
        `TRUST_PROXY: ${JSON.stringify(entry)} is not an address, a CIDR range (10.0.0.0/8), loopback, linklocal or uniquelocal`,
      );
    }
  }
  return [...new Set(entries)];
}
