import '@growday/ui/styles.css';
import { COPY, DEMO_SERVICE_ACCESS_TOKEN } from '@growday/contracts';
import { readThemePreference, renderedTheme } from '@growday/ui/core';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { IntroModal } from '@/components/intro-modal';
import { PlatformEffects } from '@/components/platform-effects';
import { Providers } from '@/components/providers';
import { SiteFooter } from '@/components/site-footer';
import { devLoginEnabled } from '@/lib/server/dev-login';
import { recordingSampleRate, webOrigin } from '@/lib/server/env';
import { promoLeadIndex, promoRoomUrls } from '@/lib/server/content';
import { internalHosts, kakaoAppKey, shortOrigin } from '@/lib/server/hosts';
import { getLoginSettings } from '@/lib/server/login-settings';
import { getPlatformContext } from '@/lib/server/platform';
import { SITE_OPEN_GRAPH } from '@/lib/site-metadata';

const MAIN_ID = 'gd-main';

export async function generateMetadata(): Promise<Metadata> {
  return {
    // Read per request so WEB_ORIGIN is a run-time setting.
    metadataBase: new URL(webOrigin()),
    title: { default: COPY.site.defaultTitle, template: `%s | ${COPY.site.name}` },
    description: COPY.site.description,
    applicationName: COPY.site.name,
    openGraph: {
      ...SITE_OPEN_GRAPH,
      type: 'website',
      title: COPY.site.defaultTitle,
      description: COPY.site.description,
      url: '/',
    },
    twitter: { card: 'summary', title: COPY.site.defaultTitle, description: COPY.site.description },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

/** The public service access token of the tenant-info sync (env SERVICE_ACCESS_TOKEN, else the demo one). */
function serviceAccessToken(): string {
  return process.env.SERVICE_ACCESS_TOKEN?.trim() || DEMO_SERVICE_ACCESS_TOKEN;
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const platform = await getPlatformContext();
  // The preference is read and kept; the shell paints light (SH-THEME-04).
  const themePreference = readThemePreference((await headers()).get('cookie'));
  return (
    <html lang="ko" data-theme={renderedTheme(themePreference)} data-theme-preference={themePreference}>
      <body data-platform={platform.platform} data-device={platform.deviceClass}>
        <a className="gd-skip-link" href={`#${MAIN_ID}`}>
          {COPY.a11y.skipToContent}
        </a>
        <Providers
          devLoginEnabled={devLoginEnabled()}
          platform={platform.platform}
          shortOrigin={shortOrigin()}
          internalHosts={internalHosts()}
          kakaoAppKey={kakaoAppKey()}
          promoUrls={promoRoomUrls()}
          promoLead={promoLeadIndex()}
          loginSettings={await getLoginSettings()}
          serviceAccessToken={serviceAccessToken()}
          recordingSampleRate={recordingSampleRate()}
        >
          <PlatformEffects platform={platform.platform} />
          <FullScreenSpinner enabled={platform.platform === 'cashwalk' && platform.versionBands.from1} />
          <AppShell mainId={MAIN_ID}>{children}</AppShell>
          <SiteFooter />
          <IntroModal enabled={platform.platform === 'web'} />
        </Providers>
      </body>
    </html>
  );
}
