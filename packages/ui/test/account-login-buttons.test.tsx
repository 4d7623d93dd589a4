import { API_PATHS, COPY, FILES_BASE_PATH, PRODUCTION_WEB_HOSTS, ROUTES, type AuthProviders } from '@growday/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { authProviderKeys } from '../src/account/auth-providers';
import { LoginButtons } from '../src/account/login-buttons';
import {
  isProductionHost,
  loginButtonModels,
  parseProductionHosts,
  socialLoginHref,
  visibleLoginProviders,
} from '../src/account/login-links';
import { LoginModalContent } from '../src/account/login-modal-content';
import { createApiClient } from '../src/api/client';
import { HostProvider, PlainLink } from '../src/host/host-provider';

const PROD = PRODUCTION_WEB_HOSTS[0];
const NEXT = 'https://growday.kr/post?tagName=%EB%A6%AC%EC%95%A1%ED%8A%B8#top';

function render(
  node: ReactNode,
  {
    isExtension = false,
    baseUrl = '',
    providers,
  }: { isExtension?: boolean; baseUrl?: string; providers?: AuthProviders } = {},
) {
  const client = new QueryClient();
  if (providers) client.setQueryData(authProviderKeys.all, providers);
  const api = createApiClient({ baseUrl, fetch: () => Promise.reject(new Error('no network in this test')) });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HostProvider value={{ Link: PlainLink, storageBaseUrl: FILES_BASE_PATH, apiClient: api, isExtension }}>
        {node}
      </HostProvider>
    </QueryClientProvider>,
  );
}

function providersInMarkup(html: string): string[] {
  return [...html.matchAll(/data-provider="(\w+)"/g)].map((m) => m[1] ?? '');
}

function hrefOf(html: string, provider: string): string | null {
  const match = new RegExp(`data-provider="${provider}" href="([^"]+)"`).exec(html);
  return match?.[1]?.replaceAll('&amp;', '&') ?? null;
}

describe('login buttons: which show', () => {
  it('SH-LOGIN-01 a row of round social buttons in the order Google, GitHub, Kakao, Naver', () => {
    const html = render(<LoginButtons isWebview={false} pageHost={PROD} next={NEXT} />);
    expect(providersInMarkup(html)).toEqual(['google', 'github', 'kakao', 'naver']);
    expect(html).toMatch(new RegExp(`<ul class="[^"]+" aria-label="${COPY.login.buttonsLabel}">`));
    expect(html.match(/<(a|button)[^>]* class="[^"]+" data-provider=/g)).toHaveLength(4);
    for (const label of [COPY.login.google, COPY.login.github, COPY.login.kakao, COPY.login.naver]) {
      expect(html).toContain(`aria-label="${label}"`);
    }
  });

  it('SH-LOGIN-02 Google is hidden in a webview', () => {
    expect(visibleLoginProviders({ isWebview: true, pageHost: PROD })).toEqual(['github', 'kakao', 'naver']);
    expect(visibleLoginProviders({ isWebview: false, pageHost: PROD })).toContain('google');
    const html = render(<LoginButtons isWebview pageHost="localhost" next={NEXT} />);
    expect(providersInMarkup(html)).toEqual(['kakao', 'naver']);
  });

  it('SH-LOGIN-03 GitHub shows only on a production-like host', () => {
    expect(visibleLoginProviders({ isWebview: false, pageHost: 'localhost' })).toEqual(['google', 'kakao', 'naver']);
    for (const host of PRODUCTION_WEB_HOSTS) {
      expect(visibleLoginProviders({ isWebview: false, pageHost: host })).toContain('github');
    }
    expect(isProductionHost('WWW.GROWDAY.KR')).toBe(true);
    expect(isProductionHost('staging.growday.kr')).toBe(false);
    expect(isProductionHost('')).toBe(false);
    // The web env PRODUCTION_WEB_HOSTS replaces the list (host names or origins).
    const hosts = parseProductionHosts(' https://stage.example:8443/ , news.example ');
    expect(hosts).toEqual(['stage.example', 'news.example']);
    expect(visibleLoginProviders({ isWebview: false, pageHost: 'stage.example', productionHosts: hosts })).toContain(
      'github',
    );
    expect(visibleLoginProviders({ isWebview: false, pageHost: PROD, productionHosts: hosts })).not.toContain('github');
    expect(parseProductionHosts(undefined)).toEqual([...PRODUCTION_WEB_HOSTS]);
    expect(parseProductionHosts(' , ')).toEqual([...PRODUCTION_WEB_HOSTS]);
  });
});

describe('login buttons: where they go', () => {
  const html = render(<LoginButtons isWebview={false} pageHost={PROD} next={NEXT} />);
  const query = `?next=${encodeURIComponent(NEXT)}&platform=web`;

  it('SH-LOGIN-04 Naver is a browser redirect to /api/v2/auth/naver', () => {
    expect(API_PATHS.naverLogin).toBe('/api/v2/auth/naver');
    expect(hrefOf(html, 'naver')).toBe(`/api/v2/auth/naver${query}`);
  });

  it('SH-LOGIN-05 Kakao is a browser redirect to /api/v2/auth/kakao', () => {
    expect(hrefOf(html, 'kakao')).toBe(`/api/v2/auth/kakao${query}`);
  });

  it('SH-LOGIN-06 GitHub is a browser redirect to /api/v1/auth/github', () => {
    expect(hrefOf(html, 'github')).toBe(`/api/v1/auth/github${query}`);
  });

  it('SH-LOGIN-07 Google is a browser redirect to /api/v1/auth/google', () => {
    expect(hrefOf(html, 'google')).toBe(`/api/v1/auth/google${query}`);
  });

  it('SH-LOGIN-08 each redirect carries next= the current address', () => {
    for (const provider of ['google', 'github', 'kakao', 'naver']) {
      const href = hrefOf(html, provider);
      expect(new URL(href ?? '', 'http://x').searchParams.get('next')).toBe(NEXT);
    }
  });

  it('SH-LOGIN-09 platform=extension in the extension, platform=web otherwise', () => {
    const inExtension = render(<LoginButtons isWebview={false} pageHost={PROD} next={NEXT} />, {
      isExtension: true,
      baseUrl: 'https://api.growday.kr/',
    });
    const href = hrefOf(inExtension, 'kakao') ?? '';
    const url = new URL(href);
    // The extension has no proxy: the sign-in starts on the API host itself.
    expect(`${url.origin}${url.pathname}`).toBe('https://api.growday.kr/api/v2/auth/kakao');
    expect(url.searchParams.get('platform')).toBe('extension');
    expect(url.searchParams.get('next')).toBe(NEXT);
    expect(socialLoginHref('naver', { next: NEXT, isExtension: false })).toContain('platform=web');
    expect(socialLoginHref('naver', { next: NEXT, isExtension: true })).toContain('platform=extension');
  });

  it('a provider the server lists as disabled says it is unavailable and has no link', () => {
    const providers: AuthProviders = {
      providers: [
        { provider: 'google', enabled: true },
        { provider: 'github', enabled: true },
        { provider: 'kakao', enabled: false },
        { provider: 'naver', enabled: true },
      ],
    };
    const models = loginButtonModels({
      isWebview: false,
      pageHost: 'localhost',
      next: NEXT,
      isExtension: false,
      providerStatus: providers,
    });
    expect(models.map((m) => [m.provider, m.enabled])).toEqual([
      ['google', true],
      ['kakao', false],
      ['naver', true],
    ]);
    const out = render(<LoginButtons isWebview={false} pageHost="localhost" next={NEXT} />, { providers });
    expect(hrefOf(out, 'kakao')).toBeNull();
    expect(out).toMatch(
      new RegExp(
        `<button type="button" class="[^"]+" data-provider="kakao" data-unavailable="" aria-disabled="true" aria-label="${COPY.login.kakao}" title="${COPY.login.unavailable}"`,
      ),
    );
    expect(hrefOf(out, 'naver')).not.toBeNull();
  });

  it('while the provider list is unknown every button links', () => {
    const models = loginButtonModels({
      isWebview: false,
      pageHost: PROD,
      next: NEXT,
      isExtension: false,
      providerStatus: undefined,
    });
    expect(models.every((m) => m.enabled)).toBe(true);
  });
});

describe('login modal content', () => {
  const content = (onHideToday?: () => void) =>
    render(
      <LoginModalContent
        isWebview={false}
        pageHost="localhost"
        next={NEXT}
        privacyHref={ROUTES.termsPrivacy}
        serviceHref={ROUTES.termsService}
        onHideToday={onHideToday}
      />,
    );

  it('CC-LOGIN-01 shows a promotional poster and the login buttons', () => {
    const html = content();
    expect(html).toContain('data-testid="login-poster"');
    expect(html).toContain(`aria-label="${COPY.login.posterAlt}"`);
    expect(html).toContain(COPY.login.posterTitle);
    const buttons = `aria-label="${COPY.login.buttonsLabel}"`;
    expect(html).toContain(buttons);
    expect(html.indexOf('login-poster')).toBeLessThan(html.indexOf(buttons));
  });

  it('CC-LOGIN-02 CC-ROUTE-15 links to the privacy policy and the service terms, each in a new tab', () => {
    const html = content();
    expect(html).toContain(`<a href="${ROUTES.termsPrivacy}" target="_blank" rel="noopener">${COPY.login.privacy}</a>`);
    expect(html).toContain(`<a href="${ROUTES.termsService}" target="_blank" rel="noopener">${COPY.login.terms}</a>`);
  });

  it('CC-LOGIN-03 notes that e-mail, name and profile image are collected', () => {
    expect(COPY.login.collectedData).toMatch(/이메일.*이름.*프로필 이미지/);
    expect(content()).toContain(COPY.login.collectedData);
  });

  it('CC-LOGIN-04 the hide-for-today link shows only when asked for', () => {
    expect(content()).not.toContain(COPY.login.hideToday);
    expect(content(() => {})).toContain(`>${COPY.login.hideToday}</button>`);
  });
});
