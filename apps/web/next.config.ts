import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A second build folder lets two test stacks build side by side (scripts/start.mjs reads the same).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  transpilePackages: ['@growday/ui', '@growday/contracts'],
  // Metadata (title, Open Graph) is resolved before the response starts for every client, so
  // social previews and a 404 status never depend on the user agent being a known bot.
  htmlLimitedBots: /.*/,
  // forbidden() answers 403 with app/forbidden.tsx (the operator's desk for a non-admin).
  experimental: { authInterrupts: true },
};

export default nextConfig;
