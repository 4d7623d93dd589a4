import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  API_PATHS,
  SERVICE_DOWN_RETRY_SECONDS,
  SERVICE_PROBE_TIMEOUT_MS,
  SERVICE_PROBE_TTL_MS,
} from '@growday/contracts';
import { serviceDownPage } from './service-down-page';

/**
 * The website's readiness gate (docs/decisions.md, "The friendly page while the database is down").
 * Pages render from the API; while the API says its database is down, a page would come out half
 * empty or as Next's bare 500. So before a page request reaches Next, the web server asks the
 * API's /readyz (one probe per SERVICE_PROBE_TTL_MS, shared by every request in that window) and,
 * when the answer is "down", sends its own friendly page that reloads itself: once the database is
 * back the next reload renders the real page, with no restart of anything.
 */
export interface ServiceGate {
  /** true when it answered the request itself (the service-down page); false: hand it to Next. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/** Files (icons, robots.txt, the service worker) and Next's own assets are never gated. */
const UNGATED_PATH = /^\/(_next|api)\/|\.[A-Za-z0-9]+$/;

/** A document load: not an asset, not the API proxy, not a client-side navigation's RSC fetch. */
export function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.rsc !== undefined) return false;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (UNGATED_PATH.test(pathname)) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * "Down" only on evidence: /readyz answering 503 (the API cannot reach its database) or nothing
 * listening on the API port. A slow or odd answer counts as up, so a busy API never turns every
 * page into the down page; Next renders as it would have.
 */
async function probe(apiOrigin: string): Promise<boolean> {
  try {
    const res = await fetch(`${apiOrigin}${API_PATHS.readyz}`, {
      signal: AbortSignal.timeout(SERVICE_PROBE_TIMEOUT_MS),
      cache: 'no-store',
    });
    await res.body?.cancel();
    return res.status === 503;
  } catch (err) {
    const code = (err as { cause?: { code?: unknown } }).cause?.code;
    return code === 'ECONNREFUSED';
  }
}

export function createServiceGate(apiOrigin: () => string, now: () => number = Date.now): ServiceGate {
  let state = { down: false, at: -Infinity };
  let inflight: Promise<boolean> | null = null;

  const isDown = async (): Promise<boolean> => {
    if (now() - state.at < SERVICE_PROBE_TTL_MS) return state.down;
    inflight ??= probe(apiOrigin()).then((down) => {
      if (down !== state.down) {
        console.warn(
          down
            ? '[web] the API cannot serve (its database is down or it is not running): pages show the service-down page'
            : '[web] the API serves again: pages render as usual',
        );
      }
      state = { down, at: now() };
      inflight = null;
      return down;
    });
    return inflight;
  };

  return {
    async handle(req, res) {
      if (!isPageRequest(req) || !(await isDown())) return false;
      const body = serviceDownPage();
      res.writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
        'retry-after': String(SERVICE_DOWN_RETRY_SECONDS),
        // The page is ours alone: no script, inline styles only.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
