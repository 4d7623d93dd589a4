import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { addCompileHints } from './lib/compile-hints';
import { precompressStatic } from './lib/precompress';
import { NEXT_DIST_DIR } from './lib/dist-dir';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A second build folder lets two test stacks build side by side (scripts/start.mjs reads the same).
  distDir: NEXT_DIST_DIR,
  poweredByHeader: false,
  // `NEXT_BROWSER_SOURCE_MAPS=1` (with a NEXT_DIST_DIR of its own) for scripts/bundle-inventory.ts.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // `npm run build` (scripts/build.mjs) asks for the standalone output that `npm run start:prod`
  // serves: the server's files and only the packages it needs, traced from the repository root.
  ...(process.env.NEXT_OUTPUT === 'standalone'
    ? {
        output: 'standalone' as const,
        outputFileTracingRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
      }
    : {}),
  transpilePackages: ['@growday/ui', '@growday/contracts'],
  // Metadata (title, Open Graph) is resolved before the response starts for every client, so
  // social previews and a 404 status never depend on the user agent being a known bot.
  htmlLimitedBots: /.*/,
  compiler: {
    // Every client chunk asks V8 to compile its functions as it streams in, off the main thread
    // (lib/compile-hints.ts). This runs once Turbopack has written the chunks, before pages render.
    // Then the static files get their Brotli and gzip copies, sent as they are (lib/precompress.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
      await precompressStatic(distDir);
    },
  },
  // forbidden() answers 403 with app/forbidden.tsx (the operator's desk for a non-admin).
  experimental: { authInterrupts: true },
};

export default nextConfig;
