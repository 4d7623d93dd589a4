#!/usr/bin/env node
// `npm run start:prod`: the artifacts of `npm run build`, with NODE_ENV=production; nothing is
// compiled here. The API: apps/api/dist/src/server.js, or cluster.js with API_PROCESSES > 1 (N
// processes behind API_PORT; docs/decisions.md, Scale-out). The website: the standalone server
// (apps/web/$NEXT_DIST_DIR/standalone/apps/web/server.mjs) once the API is ready. A stop signal
// stops both the way each stops alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const processes = Number(process.env.API_PROCESSES ?? '1');
const apiEntry = path.join(root, 'apps/api/dist/src', processes > 1 ? 'cluster.js' : 'server.js');
const webDir = path.join(root, 'apps/web', distDir, 'standalone/apps/web');
const webEntry = path.join(webDir, 'server.mjs');
const onlyApi = process.argv.includes('--api-only');

for (const entry of onlyApi ? [apiEntry] : [apiEntry, webEntry]) {
  if (!existsSync(entry)) {
    console.error(`${path.relative(root, entry)} is missing: run \`npm run build\` first (start:prod never compiles)`);
    process.exit(1);
  }
}

const env = { ...process.env, NODE_ENV: 'production', PORT: webPort, API_PORT: apiPort };
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
}

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
  // The API gives requests in flight SHUTDOWN_GRACE_SECONDS (default 10); this catches a hang.
  const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? '10') * 1000 + 5_000;
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, graceMs).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', [apiEntry], path.join(root, 'apps/api'), {
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
});

async function answers(url, init) {
  try {
    return (await fetch(url, init)).status < 500;
  } catch {
    return false;
  }
}

(async () => {
  const deadline = Date.now() + 120_000;
  while (!stopping && !(await answers(`http://127.0.0.1:${apiPort}/readyz`))) {
    if (Date.now() > deadline) {
      console.error('the API did not become ready in 2 minutes');
      return stop(1);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (stopping || onlyApi) return;
  start('web', [webEntry], webDir, { STACK_NODE_ENV: 'production', NEXT_DIST_DIR: distDir, HOSTNAME: '0.0.0.0' });
  while (!stopping && !(await answers(`http://127.0.0.1:${webPort}/`, { method: 'HEAD' }))) {
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!stopping) console.log(`\n  website  http://localhost:${webPort}\n  API      http://localhost:${apiPort}\n`);
})();
