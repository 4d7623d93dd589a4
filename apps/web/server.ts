/**
 * The website's server: Next's own request handler behind a plain Node HTTP server, so that the
 * one place that sees the TCP connection can say who the client is. A Next route handler gets no
 * socket address, and Next only fills X-Forwarded-For when the client left it out, so under a
 * bare `next start` a client could name any address (docs/decisions.md, "The real client address").
 * Run by scripts/start.mjs (`npm start`, `npm run dev`, the end-to-end stack).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { DEFAULT_WEB_PORT } from '@growday/contracts';
import { EDGE_ENV_FLAG, parseWebTrustProxy, stampClientAddress } from './lib/server/client-address';
import { apiOrigin } from './lib/server/env';
import { createServiceGate } from './lib/server/service-gate';
import { createStaticAssets } from './lib/server/static-assets';
import { webStartProblems } from './lib/server/stack-env';
import { NEXT_DIST_DIR } from './lib/dist-dir';

/** Idle connections outlive clients' keep-alive (Node's 5 s default races a reused socket into ECONNRESET). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const problems = webStartProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(`[web] ${problem}`);
  process.exit(1);
}

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? DEFAULT_WEB_PORT);
const trust = parseWebTrustProxy(process.env.WEB_TRUST_PROXY);

// Route handlers read this to know the forwarding headers are ours (lib/server/api-proxy.ts).
process.env[EDGE_ENV_FLAG] = '1';

const dir = path.dirname(fileURLToPath(import.meta.url));
const app = next({ dev, dir, port });
const handle = app.getRequestHandler();
await app.prepare();

// While the API cannot reach its database, pages get a friendly page that reloads itself (service-gate.ts).
const gate = createServiceGate(apiOrigin);
// The build's static files, with the Brotli and gzip copies made at build time (static-assets.ts).
// The same folder next.config.ts builds into and standalone-config.ts reads.
const staticAssets = dev ? null : createStaticAssets(path.join(dir, NEXT_DIST_DIR, 'static'));
const toNext = (req: IncomingMessage, res: ServerResponse) =>
  void gate.handle(req, res).then((answered) => (answered ? undefined : handle(req, res)));

const server = createServer((req, res) => {
  stampClientAddress(req, trust);
  if (staticAssets) staticAssets(req, res, () => toNext(req, res));
  else toNext(req, res);
});
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.listen(port, () => {
  console.log(`[web] listening on port ${port}${dev ? ' (development)' : ''}`);
});

// As `next start` does: a stop signal ends the process; nothing here holds state to flush.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
