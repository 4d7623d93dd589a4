import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
const require = createRequire(import.meta.url);

/** Newest modification time under a folder, skipping what builds and installs write. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next') || entry.name === 'test') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The website's production build in NEXT_DIST_DIR (default .next), built first when it is missing
 * or older than its sources, as `npm start` does. In CI the end-to-end run has just built it, so
 * this costs nothing there.
 */
export function ensureWebsiteBuild(): string {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  // public/sw.js is generated, not committed (scripts/build-sw.mjs); rewritten only on change.
  const sw = spawnSync(process.execPath, [path.join(root, 'scripts/build-sw.mjs')], { stdio: 'inherit' });
  if (sw.status !== 0) throw new Error(`service worker build failed (${sw.status})`);
  const buildId = path.join(webDir, distDir, 'BUILD_ID');
  const sources = Math.max(
    ...['apps/web', 'packages/ui', 'packages/contracts'].map((d) => newestMtime(path.join(root, d))),
  );
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < sources) {
    console.log(`building the website into apps/web/${distDir} (missing or older than its sources)...`);
    const nextBin = require.resolve('next/dist/bin/next', { paths: [webDir] });
    const build = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: distDir },
    });
    if (build.status !== 0) throw new Error(`next build failed (${build.status})`);
  }
  return distDir;
}

export interface Website {
  origin: string;
  /** The web server's console lines (its own warnings included). */
  lines: string[];
  stop(): Promise<void>;
}

/**
 * The website's own server (apps/web/server.ts, which the standalone build's server.mjs also
 * runs) in production mode over the built pages, talking to the API on `apiPort`.
 */
export async function startWebsite(opts: {
  port: number;
  apiPort: number;
  serviceAccessToken: string;
}): Promise<Website> {
  // Built by scripts/test-scale.sh (scale/build-website.ts) before the suites start, never inside a hook.
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (!existsSync(path.join(webDir, distDir, 'BUILD_ID')))
    throw new Error(`no website build in apps/web/${distDir}: run these suites with \`npm run test:scale\``);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: webDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STACK_NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      PORT: String(opts.port),
      API_PORT: String(opts.apiPort),
      WEB_ORIGIN: `http://localhost:${opts.port}`,
      SERVICE_ACCESS_TOKEN: opts.serviceAccessToken,
    },
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
    if (process.env.SCALE_DEBUG) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const origin = `http://127.0.0.1:${opts.port}`;
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the website exited (${child.exitCode}): ${lines.join('\n')}`);
      return lines.some((l) => l.includes(`listening on port ${opts.port}`));
    },
    120_000,
    'the website to listen',
  );
  return {
    origin,
    lines,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    },
  };
}
