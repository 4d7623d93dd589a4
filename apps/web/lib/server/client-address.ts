import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Request headers that claim something about the connection rather than the request: who the
 * client is, which host and scheme it used. A client can send any of them, so none is believed
 * unless the website's own server wrote it (stampClientAddress).
 */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
] as const;

/**
 * Set in the environment by server.ts before Next starts: the forwarding headers a route handler
 * sees were written by stampClientAddress, not by the client. Under a bare `next start` it is
 * missing and the /api proxy forwards no client address at all (every visitor then shares the
 * website's address in the API's limits, which is safe but coarse).
 */
export const EDGE_ENV_FLAG = 'GROWDAY_WEB_EDGE';

export type TrustCheck = (address: string, hop: number) => boolean;

/**
 * WEB_TRUST_PROXY: the TLS reverse proxy (or proxies) in front of the website, as addresses,
 * CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated. Default:
 * none, so the client is whoever opened the connection. An invalid entry throws at start.
 */
export function parseWebTrustProxy(raw: string | undefined): TrustCheck {
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (err) {
    throw new Error(`WEB_TRUST_PROXY: ${(err as Error).message} (got ${JSON.stringify(raw)})`);
  }
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * The website's edge (server.ts), before Next sees the request: works out the client address from
 * the socket (through X-Forwarded-For only past proxies WEB_TRUST_PROXY names), removes every
 * forwarding header the client sent, and writes X-Forwarded-For as that one address. Next fills
 * X-Forwarded-Host/-Proto/-Port only when they are absent, so after this they are Next's own;
 * from a trusted proxy its scheme and host are kept. Returns the client address.
 */
export function stampClientAddress(req: IncomingMessage, trust: TrustCheck): string {
  const socketAddress = req.socket.remoteAddress ?? '';
  const client = proxyAddr(req, trust) || socketAddress;
  const fromProxy = socketAddress !== '' && trust(socketAddress, 0);
  const proto = fromProxy ? first(req.headers['x-forwarded-proto']) : undefined;
  const host = fromProxy ? first(req.headers['x-forwarded-host']) : undefined;
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = client;
  if (proto === 'http' || proto === 'https') req.headers['x-forwarded-proto'] = proto;
  if (host) req.headers['x-forwarded-host'] = host;
  return client;
}
