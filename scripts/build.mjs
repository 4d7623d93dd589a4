#!/usr/bin/env node
// `npm run build`: the artifacts `npm run start:prod` serves, so the serving machine never compiles.
//  - the API as JavaScript (esbuild): apps/api/dist/src/{server,cluster,cli/ops}.js. Workspace
//    packages (@growday/contracts) are compiled into it; packages from node_modules stay imports.
//    The output mirrors src/ one level down so `../../drizzle` (the migrations) resolves the same.
//  - the website as Next's standalone output (NEXT_OUTPUT=standalone, next.config.ts) with its
//    static files and public/ copied beside it, and our own server (prod-server.ts -> server.mjs)
//    compiled into it.
// `-- --api` builds only the API.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildServiceWorker } from './build-sw.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const require = createRequire(import.meta.url);

/** Bare imports stay imports, except our workspace packages, which ship TypeScript sources. */
const externalPackages = (keep = /^@growday\//) => ({
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      keep.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
});

/** ES modules compiled from CommonJS that call require() need one in scope. */
const REQUIRE_BANNER =
  "import { createRequire as __gdRequire } from 'node:module'; const require = __gdRequire(import.meta.url);";
/**
 * The API bundles its dependencies too (one file loads much faster than hundreds of modules),
 * except those that load files of their own at run time (WASM, native addons, worker threads).
 */
const API_BUNDLED =
  /^(?!(sharp|@electric-sql\/pglite|pino|pino-pretty|thread-stream|pg-native|ioredis|graphql|mercurius)($|\/))/;

const started = Date.now();
rmSync(path.join(apiDir, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(apiDir, 'src/server.ts'),
    cluster: path.join(apiDir, 'src/cluster.ts'),
    'cli/ops': path.join(apiDir, 'src/cli/ops.ts'),
  },
  outdir: path.join(apiDir, 'dist/src'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages(API_BUNDLED)],
  banner: { js: REQUIRE_BANNER },
});
console.log(`API built in ${Date.now() - started} ms: apps/api/dist/src`);
if (process.argv.includes('--api')) process.exit(0);

await buildServiceWorker(); // public/sw.js, copied with public/ below
const nextBin = require.resolve('next/dist/bin/next', { paths: [webDir] });
const next = spawnSync(process.execPath, [nextBin, 'build'], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, NEXT_OUTPUT: 'standalone', NEXT_DIST_DIR: distDir },
});
if (next.status !== 0) process.exit(next.status ?? 1);

// Next leaves the static files and public/ for the deployer to copy (they are usually on a CDN).
const standaloneWeb = path.join(webDir, distDir, 'standalone/apps/web');
cpSync(path.join(webDir, distDir, 'static'), path.join(standaloneWeb, distDir, 'static'), { recursive: true });
if (existsSync(path.join(webDir, 'public')))
  cpSync(path.join(webDir, 'public'), path.join(standaloneWeb, 'public'), { recursive: true });
await build({
  entryPoints: [path.join(webDir, 'prod-server.ts')],
  outfile: path.join(standaloneWeb, 'server.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  // Everything but Next (whose traced copy is in the standalone node_modules) goes in the file;
  // the CommonJS parts among it need a require.
  banner: { js: REQUIRE_BANNER },
  plugins: [externalPackages(/^(?!next($|\/))/)],
});
console.log(
  `website built: apps/web/${distDir}/standalone (server.mjs); total ${Math.round((Date.now() - started) / 1000)} s`,
);
