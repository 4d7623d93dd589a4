import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Where Next serves its build's static files from (chunks, CSS, media). */
export const NEXT_STATIC_PREFIX = '/_next/static/';
/** Their names carry a content hash, so a browser may keep them for good, as Next tells it to. */
const ONE_YEAR_S = 31_536_000;

/**
 * Scripts and stylesheets say their charset, as Next's own answers do: the chunks hold Korean text,
 * and a classic script without one is decoded in the page's encoding.
 */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export type StaticAssets = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The build's static files with the compressed copies written at build time (lib/precompress.ts):
 * `x.js.br` to a browser that accepts Brotli, `x.js.gz` to one that accepts gzip, `x.js` to the
 * rest, each with its own ETag and `Vary: Accept-Encoding`, immutable for a year as Next sends
 * them. sirv lists the folder once at start (a build's static files never change while it runs)
 * and serves only what it listed, so no path can leave the folder. Anything else under the prefix,
 * and every other path, goes on to Next (`next`). Null when the build has no static folder (the
 * development server, which builds in memory).
 */
export function createStaticAssets(staticDir: string): StaticAssets | null {
  if (!existsSync(staticDir)) return null;
  const serve = sirv(staticDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    maxAge: ONE_YEAR_S,
    immutable: true,
    // Exact names only: no `index.html` or `.html` guesses.
    extensions: [],
    setHeaders: (res, pathname) => {
      const type = TEXT_TYPES[path.extname(pathname)];
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return (req, res, next) => {
    const url = req.url ?? '/';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(NEXT_STATIC_PREFIX)) {
      next();
      return;
    }
    // sirv streams a file it listed at start. Should the file be gone since (a build replaced the
    // folder under a running server), its stream fails after the status went out: end that one
    // answer instead of letting the stream's error end the process.
    const onPipe = (source: NodeJS.ReadableStream) => source.once('error', () => res.destroy());
    res.once('pipe', onPipe);
    // sirv looks names up from its folder's root; Next sees the request as it came, without our guard.
    req.url = url.slice(NEXT_STATIC_PREFIX.length - 1);
    serve(req, res, () => {
      res.off('pipe', onPipe);
      req.url = url;
      next();
    });
  };
}
