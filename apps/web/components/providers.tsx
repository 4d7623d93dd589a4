'use client';

import { FILES_BASE_PATH, type HostPlatform } from '@growday/contracts/client';
import {
  CommentModerationHost,
  HostProvider,
  ToastProvider,
  createApiClient,
  type ExternalLinkRule,
  type HostValue,
  type ModerationSession,
  type PromoRoomUrls,
} from '@growday/ui';
import { isConnectedAppContainer } from '@growday/ui/core';
import { useRef, useState, type ReactNode } from 'react';
import type { LoginSettings } from '@/lib/server/login-settings';
import { AnalyticsProvider } from './analytics/analytics-provider';
import { LoginDialogProvider } from './login-dialog';
import { MyFeedPopupProvider } from './my-feed-popup-provider';
import { ExternalLinkRuleProvider, NextHostLink } from './next-host-link';
import { PostModalProvider } from './post-modal';
import { webPublisherAuth } from './publisher-auth';
import { createShellSession, ShellSessionProvider, type ShellSession, type ShellSessionSeed } from './shell-session';

export interface ProvidersProps {
  children: ReactNode;
  devLoginEnabled: boolean;
  /** The request's host platform (the platform module, read by the server layout). */
  platform: HostPlatform;
  /** Origin of share links (SHORT_ORIGIN, default the web origin). */
  shortOrigin: string;
  /** Hosts whose links never get the external marker (lib/server/hosts.ts). */
  internalHosts: readonly string[];
  kakaoAppKey?: string | undefined;
  /** The promo rooms' addresses for the post modal's right column. */
  promoUrls: Partial<PromoRoomUrls>;
  /** The promo banner the post modal shows first on this page (SH-PAGE-04). */
  promoLead: number;
  /** Production hosts, community origin and app version for the login modal (lib/server/login-settings.ts). */
  loginSettings: LoginSettings;
  /** Public service access token of the tenant-info sync (SH-AUTH-10); no sync when absent. */
  serviceAccessToken?: string | undefined;
  /** Share of browser sessions recorded (SESSION_RECORDING_SAMPLE_RATE). */
  recordingSampleRate?: number;
  /** The server render's user, followed tags and tag groups (shell-data.ts) the session starts from. */
  session: ShellSessionSeed;
}

/**
 * Client-side context of every page: the signed-in session and the host pieces the shared UI needs.
 * No query client here: pages that query mount a QueryScope (query-scope.tsx), so the query library
 * loads only on the routes and dialogs that use it (issue 13, Bundle budgets).
 */
export function Providers({
  children,
  devLoginEnabled,
  platform,
  shortOrigin,
  internalHosts,
  kakaoAppKey,
  promoUrls,
  promoLead,
  loginSettings,
  serviceAccessToken,
  recordingSampleRate = 0,
  session: seed,
}: ProvidersProps) {
  // The host value is made once, above the login dialog: openLogin calls whatever the dialog registered.
  const openLoginRef = useRef<(() => void) | null>(null);
  const [host] = useState<HostValue>(() => ({
    Link: NextHostLink,
    storageBaseUrl: FILES_BASE_PATH,
    // Same origin: the web server proxies /api to the API host, so cookies stay first-party.
    apiClient: createApiClient({
      baseUrl: '',
      ...(serviceAccessToken ? { publisherAuth: webPublisherAuth(serviceAccessToken) } : {}),
    }),
    isExtension: false,
    shortOrigin,
    kakaoAppKey,
    openLogin: () => openLoginRef.current?.(),
  }));
  const [session] = useState<ShellSession>(() => createShellSession(host.apiClient, seed));
  const [moderationSession] = useState<ModerationSession>(() => ({
    queryClient: () => session.queries?.client ?? null,
    isSignedIn: () => session.user.get() !== null,
  }));
  const [linkRule] = useState<ExternalLinkRule>(() => ({ platform, internalHosts }));
  // Analytics wraps everything, modals included, so every section's track() reaches the queue.
  const tree = (
    <ShellSessionProvider session={session}>
      <ExternalLinkRuleProvider rule={linkRule}>
        <HostProvider value={host}>
          <ToastProvider>
            <LoginDialogProvider
              devLoginEnabled={devLoginEnabled}
              platform={platform}
              settings={loginSettings}
              openRef={openLoginRef}
            >
              <CommentModerationHost session={moderationSession}>
                <PostModalProvider
                  isConnectedApp={isConnectedAppContainer(platform)}
                  promoUrls={promoUrls}
                  promoLead={promoLead}
                >
                  <MyFeedPopupProvider>{children}</MyFeedPopupProvider>
                </PostModalProvider>
              </CommentModerationHost>
            </LoginDialogProvider>
          </ToastProvider>
        </HostProvider>
      </ExternalLinkRuleProvider>
    </ShellSessionProvider>
  );
  return <AnalyticsProvider recordingSampleRate={recordingSampleRate}>{tree}</AnalyticsProvider>;
}
