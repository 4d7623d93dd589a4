#!/usr/bin/env node
// The website's service worker: apps/web/sw/sw.ts (Workbox) bundled into apps/web/public/sw.js.
// public/sw.js is a build output and is not committed (.gitignore): every way the website is built
// or started makes it first (`npm start` and the e2e stack through scripts/start.mjs, `npm run
// build` through scripts/build.mjs, `npm run build -w @growday/web`), so a fresh clone's
// `npm install && npm start` / `npm test` has it, and a committed copy can never lag its source.
// The file is written only when its content changes: scripts/start.mjs rebuilds the website when
// anything under apps/web is newer than the last build.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const outfile = path.join(webDir, 'public/sw.js');

/** Bundle the worker; true when public/sw.js changed. */
export async function buildServiceWorker() {
  const result = await build({
    entryPoints: [path.join(webDir, 'sw/sw.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outfile,
    logLevel: 'warning',
    // Workbox logs and asserts outside production; the worker is always the production one.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
  });
  const code = result.outputFiles[0].text;
  if (existsSync(outfile) && readFileSync(outfile, 'utf8') === code) return false;
  // A fresh clone has no public/ at all: the worker is its only file and is not committed.
  mkdirSync(path.dirname(outfile), { recursive: true });
  writeFileSync(outfile, code);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changed = await buildServiceWorker();
  console.log(`service worker ${changed ? 'built' : 'unchanged'}: apps/web/public/sw.js`);
}
