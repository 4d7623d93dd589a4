import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@growday/ui', '@growday/contracts'],
  // Metadata (title, Open Graph) is resolved before the response starts for every client, so
  // social previews and a 404 status never depend on the user agent being a known bot.
  htmlLimitedBots: /.*/,
};

export default nextConfig;
