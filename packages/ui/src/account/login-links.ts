import {
  OAUTH_PATHS,
  PRODUCTION_WEB_HOSTS,
  SOCIAL_LOGIN_PATH,
  SOCIAL_PROVIDERS,
  type AuthProviders,
  type LoginPlatform,
  type SocialProvider,
} from '@growday/contracts/client';

/**
 * Production-like hosts from a comma-separated setting (web env PRODUCTION_WEB_HOSTS); an empty or
 * missing setting keeps the defaults. Entries may be host names or origins.
 */
export function parseProductionHosts(value: string | null | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => normaliseHost(entry))
    .filter((entry): entry is string => entry !== null);
  return entries.length > 0 ? [...new Set(entries)] : [...PRODUCTION_WEB_HOSTS];
}

function normaliseHost(entry: string): string | null {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed) return null;
  try {
    return trimmed.includes('://') ? new URL(trimmed).hostname : trimmed.replace(/\/.*$/, '').replace(/:\d+$/, '');
  } catch {
    return null;
  }
}

/** Whether the page's host is a production-like host (SH-LOGIN-03). */
export function isProductionHost(hostname: string, productionHosts: readonly string[] = PRODUCTION_WEB_HOSTS): boolean {
  const host = hostname.trim().toLowerCase();
  return host !== '' && productionHosts.some((entry) => normaliseHost(entry) === host);
}

export interface VisibleProvidersInput {
  /** Inside a native app's webview (cashwalk, timespread): Google hides there (SH-LOGIN-02). */
  isWebview: boolean;
  /** Host name of the page showing the buttons. */
  pageHost: string;
  productionHosts?: readonly string[] | undefined;
}

/** The providers the login control shows, in the spec's order: Google, GitHub, Kakao, Naver. */
export function visibleLoginProviders({
  isWebview,
  pageHost,
  productionHosts,
}: VisibleProvidersInput): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => {
    if (provider === 'google') return !isWebview;
    if (provider === 'github') return isProductionHost(pageHost, productionHosts);
    return true;
  });
}

export interface SocialLoginHrefInput {
  /** The address to come back to (SH-LOGIN-08). */
  next: string;
  /** The extension build signs in with platform=extension (SH-LOGIN-09). */
  isExtension: boolean;
  /** The API client's base URL ('' on the website, which proxies /api). */
  apiBaseUrl?: string;
}

/** Where a provider's sign-in starts: a browser redirect with next= and platform= (SH-LOGIN-04..09). */
export function socialLoginHref(
  provider: SocialProvider,
  { next, isExtension, apiBaseUrl = '' }: SocialLoginHrefInput,
): string {
  const platform: LoginPlatform = isExtension ? 'extension' : 'web';
  const params = new URLSearchParams({ next, platform });
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}${OAUTH_PATHS[SOCIAL_LOGIN_PATH[provider].start]}?${params.toString()}`;
}

export interface LoginButtonModel {
  provider: SocialProvider;
  href: string;
  /** False when the server lists the provider as not configured: the button says so instead. */
  enabled: boolean;
}

export interface LoginButtonModelsInput extends VisibleProvidersInput, SocialLoginHrefInput {
  /** The server's provider list; while unknown (loading, failed) every provider counts as enabled. */
  providerStatus?: AuthProviders | null | undefined;
}

/** The buttons of the login control: which show, where each goes, and which are unavailable. */
export function loginButtonModels(input: LoginButtonModelsInput): LoginButtonModel[] {
  const disabled = new Set(
    (input.providerStatus?.providers ?? []).filter((entry) => !entry.enabled).map((entry) => entry.provider),
  );
  return visibleLoginProviders(input).map((provider) => ({
    provider,
    href: socialLoginHref(provider, input),
    enabled: !disabled.has(provider),
  }));
}
