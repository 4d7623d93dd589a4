import * as COPY from '@growday/contracts/copy';
import { ERROR_CODE, type ErrorEnvelope } from '@growday/contracts';
import { EDGE_ENV_FLAG, FORWARDING_HEADERS } from './client-address';
import { apiOrigin } from './env';

/** Request headers that describe one hop, not the request; never passed on. */
const REQUEST_HEADERS_DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'expect',
]);

/** Response headers the proxy must not copy: fetch has already decoded and de-chunked the body. */
const RESPONSE_HEADERS_DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
]);

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

const FORWARDING = new Set<string>(FORWARDING_HEADERS);

/**
 * The headers the API gets: the client's, less hop-by-hop and forwarding headers, plus
 * X-Forwarded-For/-Host/-Proto as the website's edge (server.ts) wrote them. The API believes
 * X-Forwarded-For from this server only (TRUST_PROXY), so whatever a client sends in it, the API's
 * limits count the address the connection came from. Without the edge nothing is forwarded.
 */
export function apiRequestHeaders(request: Request): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!REQUEST_HEADERS_DROPPED.has(name) && !FORWARDING.has(name)) headers.set(name, value);
  });
  const incoming = new URL(request.url);
  const edge = process.env[EDGE_ENV_FLAG] === '1';
  const client = edge ? request.headers.get('x-forwarded-for') : null;
  if (client) headers.set('x-forwarded-for', client);
  const host = (edge ? request.headers.get('x-forwarded-host') : null) ?? request.headers.get('host');
  if (host) headers.set('x-forwarded-host', host);
  const proto = (edge ? request.headers.get('x-forwarded-proto') : null) ?? incoming.protocol.replace(':', '');
  headers.set('x-forwarded-proto', proto);
  return headers;
}

function bad(status: number, code: string, message: string): Response {
  const body: ErrorEnvelope = { error: { status, code, message } };
  return Response.json(body, { status });
}

/**
 * Pass a request to the API unchanged (method, path, query, headers, body) and its answer back
 * (status, headers including every Set-Cookie, body). The API origin is read per request.
 */
export async function proxyToApi(request: Request): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${apiOrigin()}${incoming.pathname}${incoming.search}`;

  const headers = apiRequestHeaders(request);

  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[web] API proxy ${method} ${incoming.pathname} failed:`, error);
    return bad(502, ERROR_CODE.unavailable, COPY.errors.internal);
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!RESPONSE_HEADERS_DROPPED.has(name)) responseHeaders.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);

  const body = NO_BODY_STATUSES.has(upstream.status) || method === 'HEAD' ? null : upstream.body;
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}
