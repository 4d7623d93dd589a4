import '@growday/ui/styles.css';
import * as COPY from '@growday/contracts/copy';
import { readThemePreference, renderedTheme } from '@growday/ui/core';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell';
import { IntroModal } from '@/components/intro-modal';
import { PlatformEffects } from '@/components/platform-effects';
import { Providers } from '@/components/providers';
import { FullScreenSpinner } from '@/components/reward-app-spinner';
import { getShellData } from '@/components/shell-data';
import { SiteFooter } from '@/components/site-footer';
import { devLoginEnabled } from '@/lib/server/dev-login';
import { webConfig, webOrigin } from '@/lib/server/env';
import { promoLeadIndex, promoRoomUrls } from '@/lib/server/content';
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const platform = await getPlatformContext();
  // The preference is read and kept; the shell paints light (SH-THEME-04).
  const themePreference = readThemePreference((await headers()).get('cookie'));
  const config = webConfig();
  // The same per-request data the shell renders from (cached): the client session starts from it.
  const shell = await getShellData();
  return (
    <html lang="ko" data-theme={renderedTheme(themePreference)} data-theme-preference={themePreference}>
      <body data-platform={platform.platform} data-device={platform.deviceClass}>
        <a className="gd-skip-link" href={`#${MAIN_ID}`}>
          {COPY.a11y.skipToContent}
        </a>
        <Providers
          devLoginEnabled={devLoginEnabled()}
          platform={platform.platform}
          shortOrigin={config.shortOrigin}
          internalHosts={config.internalHosts}
          kakaoAppKey={config.kakaoAppKey}
          promoUrls={promoRoomUrls()}
          promoLead={promoLeadIndex()}
          loginSettings={await getLoginSettings()}
          serviceAccessToken={config.serviceAccessToken}
          recordingSampleRate={config.recordingSampleRate}
          session={{ user: shell.user, followedTags: shell.followedTags, tagGroups: shell.tagGroups }}
        >
          <PlatformEffects platform={platform.platform} />
          {platform.platform === 'cashwalk' && platform.versionBands.from1 ? <FullScreenSpinner enabled /> : null}
          <AppShell mainId={MAIN_ID}>{children}</AppShell>
          <SiteFooter />
          <IntroModal enabled={platform.platform === 'web'} />
        </Providers>
      </body>
    </html>
  );
}
