import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/**
 * True only for a public unicast address. Loopback, private (RFC 1918, IPv6 unique local),
 * link-local (cloud metadata lives at 169.254.169.254), CGNAT, multicast, unspecified, broadcast,
 * reserved and the IPv6 forms that embed an IPv4 address (mapped ::ffff:a.b.c.d, NAT64, 6to4,
 * Teredo) are all refused: an image host has no reason to live there, and each can reach inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so the mapped form is judged as IPv4.
  return ipaddr.process(address).range() === 'unicast';
}

/** A host that resolved (or is) an address the resize service may not reach. */
export class RefusedAddressError extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
    this.name = 'RefusedAddressError';
  }
}

/** The resolver shape of dns.lookup with { all: true } (tests give hostnames their addresses). */
export type ResolveAll = (
  hostname: string,
  options: { family?: number | undefined; hints?: number | undefined },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolveAll: ResolveAll = (hostname, options, callback) =>
  dnsLookup(hostname, { family: options.family ?? 0, hints: options.hints ?? 0, all: true }, callback);

/**
 * A `lookup` for sockets: every address the name resolves to must be public, else the connection
 * fails before it is made. Because the check runs inside the connect, the socket goes to the very
 * address that was checked; a name that answers a public address to a first query and a private
 * one to the next (DNS rebinding) gains nothing.
 */
export function checkedLookup(resolveAll: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    resolveAll(hostname, { family, hints: options.hints }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        return callback(new RefusedAddressError(hostname, refused?.address ?? 'no address'), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** The HTTP client of remote image fetches: every connection goes through checkedLookup. */
export function createCheckedAgent(resolveAll?: ResolveAll): Agent {
  return new Agent({ connect: { lookup: checkedLookup(resolveAll) } });
}
