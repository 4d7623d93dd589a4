import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './helpers/production-env';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('config from the environment', () => {
  it('defaults to the one-machine setup with dev sign-in on outside production', () => {
    const c = loadConfig({});
    expect(c.apiPort).toBe(4000);
    expect(c.webOrigin).toBe('http://localhost:3000');
    expect(c.devLogin).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });

  it('names each bad value with a clear message', () => {
    const found = problems({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', WEB_ORIGIN: 'nope' });
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toContain('API_PORT: API_PORT must be a port number');
    expect(found.join('\n')).toContain('DATABASE_URL must start with postgres://');
    expect(found.join('\n')).toContain('LOG_LEVEL must be one of');
    expect(found.join('\n')).toContain('WEB_ORIGIN must be an origin');
  });

  it('turns dev sign-in off in production by default, with Secure cookies (production-config.test.ts has the rest)', () => {
    const prod = loadConfig({ ...PRODUCTION_ENV });
    expect(prod.devLogin).toBe(false);
    expect(prod.secureCookies).toBe(true);
  });

  it('adds extra allowed origins and rejects malformed ones', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example/path, moz-extension://abc' }).allowedOrigins).toEqual(
      expect.arrayContaining(['https://a.example', 'moz-extension://abc']),
    );
    expect(problems({ ALLOWED_ORIGINS: 'not a url' })[0]).toContain('ALLOWED_ORIGINS');
  });
});

describe('RESIZE_ALLOWED_HOSTS', () => {
  it('is empty by default and lists lower-cased hostnames once', () => {
    expect(loadConfig({}).resizeAllowedHosts).toEqual([]);
    expect(
      loadConfig({ RESIZE_ALLOWED_HOSTS: ' Images.Example.com, cdn.example.org,,images.example.com ' })
        .resizeAllowedHosts,
    ).toEqual(['images.example.com', 'cdn.example.org']);
  });

  it('names each entry that is not a bare hostname', () => {
    const found = problems({ RESIZE_ALLOWED_HOSTS: 'https://a.example, b.example:8080, ok.example, c.example/x' });
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('RESIZE_ALLOWED_HOSTS: "https://a.example" is not a hostname');
    expect(found.join('\n')).toContain('"b.example:8080"');
    expect(found.join('\n')).toContain('"c.example/x"');
  });
});

describe('social sign-in settings', () => {
  it('has no provider without credentials, callbacks on the web origin and the community host allowed', () => {
    const c = loadConfig({ PORT: '3100', COMMUNITY_ORIGIN: 'https://community.example/path' });
    expect(Object.values(c.oauthProviders).every((p) => p === null)).toBe(true);
    expect(c.oauthCallbackOrigin).toBe('http://localhost:3100');
    expect(c.communityOrigin).toBe('https://community.example');
    expect(c.allowedOrigins).toContain('https://community.example');
    expect(c.cookieSecret).toBeUndefined();
    expect(loadConfig({}).communityOrigin).toBe('http://localhost:3000');
  });

  it('enables a provider with both credentials, using the real endpoints unless overridden', () => {
    const c = loadConfig({
      OAUTH_KAKAO_CLIENT_ID: 'kid',
      OAUTH_KAKAO_CLIENT_SECRET: 'ksecret',
      OAUTH_GOOGLE_CLIENT_ID: 'gid',
      OAUTH_GOOGLE_CLIENT_SECRET: 'gsecret',
      OAUTH_GOOGLE_TOKEN_URL: 'http://127.0.0.1:4310/google/token',
      OAUTH_CALLBACK_ORIGIN: 'https://growday.kr/',
    });
    expect(c.oauthProviders.kakao).toMatchObject({
      clientId: 'kid',
      clientSecret: 'ksecret',
      authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
      tokenUrl: 'https://kauth.kakao.com/oauth/token',
      profileUrl: 'https://kapi.kakao.com/v2/user/me',
    });
    expect(c.oauthProviders.google?.tokenUrl).toBe('http://127.0.0.1:4310/google/token');
    expect(c.oauthProviders.google?.authorizeUrl).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(c.oauthProviders.github).toBeNull();
    expect(c.oauthCallbackOrigin).toBe('https://growday.kr');
  });

  it('names half-configured providers, bad endpoints and a short cookie secret', () => {
    const found = problems({
      OAUTH_NAVER_CLIENT_ID: 'only-id',
      OAUTH_GITHUB_TOKEN_URL: 'ftp://github.example/token',
      COOKIE_SECRET: 'short',
    });
    expect(found.join('\n')).toContain('COOKIE_SECRET must be at least 32 characters');
    expect(found.join('\n')).toContain('OAUTH_GITHUB_TOKEN_URL must be an http(s) URL');
    expect(problems({ OAUTH_NAVER_CLIENT_ID: 'only-id' })).toEqual([
      'OAUTH_NAVER_CLIENT_SECRET: set both OAUTH_NAVER_CLIENT_ID and OAUTH_NAVER_CLIENT_SECRET, or neither',
    ]);
  });
});
