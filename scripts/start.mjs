#!/usr/bin/env node
// `npm start` / `npm run dev`: the API (with its embedded database) and the website, together.
// Builds the website first when its build is missing or older than its sources; Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServiceWorker } from './build-sw.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const dev = process.argv.includes('--dev');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next', { paths: [webDir] });
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name.startsWith('.next') ||
      entry.name === 'dist' ||
      entry.name === 'test'
    )
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsCurrent() {
  // NEXT_DIST_DIR lets parallel checkouts of the website build side by side (next.config.ts).
  const buildId = path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const sources = Math.max(
    ...['apps/web', 'packages/ui', 'packages/contracts'].map((d) => newestMtime(path.join(root, d))),
  );
  return statSync(buildId).mtimeMs >= sources;
}

// The service worker first (dev included): public/sw.js is generated, not committed. It is rewritten
// only when it changes, so it does not by itself make the build below look stale.
await buildServiceWorker();
if (!dev && !webBuildIsCurrent()) {
  console.log('building the website (first start or changed sources)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: webDir, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env, PORT: webPort, API_PORT: apiPort };
const children = [];
let stopping = false;
function start(name, args, cwd, extraEnv = {}) {
  const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

const apiArgs = dev ? [require.resolve('tsx/cli'), 'watch', 'src/server.ts'] : ['--import', 'tsx', 'src/server.ts'];
start('api', apiArgs, path.join(root, 'apps/api'), {
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
});

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  let left = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function answers(url, init) {
  try {
    return (await fetch(url, init)).status < 500;
  } catch {
    return false;
  }
}

// The website starts once the API is ready (migrated and seeded), so its first pages never meet
// a missing API; then say where to look.
(async () => {
  const deadline = Date.now() + 300_000;
  while (!stopping && !(await answers(`http://127.0.0.1:${apiPort}/readyz`))) {
    if (Date.now() > deadline) {
      console.error('the API did not become ready in 5 minutes');
      return stop(1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (stopping) return;
  // The website's own server (apps/web/server.ts) runs Next behind the one place that sees the
  // connection, so the /api proxy tells the API the real client address (not a client's
  // X-Forwarded-For); it keeps idle connections 65 s, as the API's 72 s does.
  const webArgs = ['--import', 'tsx', 'server.ts', ...(dev ? ['--dev'] : [])];
  start('web', webArgs, webDir, {
    NODE_ENV: dev ? 'development' : 'production',
    // What the API runs as (its NODE_ENV, default development): the website's dev sign-in form
    // follows the API's rule (devLoginDecision), not the production mode Next runs in here.
    STACK_NODE_ENV: process.env.NODE_ENV ?? 'development',
  });
  while (!stopping && !(await answers(`http://127.0.0.1:${webPort}/`, { method: 'HEAD' }))) {
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!stopping) {
    console.log(
      `\n  website  http://localhost:${webPort}\n  API      http://localhost:${apiPort}  (also /api on the website)\n`,
    );
  }
})();
