import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_ACCESS_TOKEN } from '@growday/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './helpers/production-env';

/** The problems loadConfig names, one line each; [] when the configuration is accepted. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

const without = (name: keyof typeof PRODUCTION_ENV) => {
  const env: Record<string, string> = { ...PRODUCTION_ENV };
  delete env[name];
  return env;
};

describe('production refuses insecure defaults', () => {
  it('accepts the least production configuration', () => {
    expect(problems({ ...PRODUCTION_ENV })).toEqual([]);
  });

  it('requires COOKIE_SECRET in production, in one line naming it', () => {
    const found = problems(without('COOKIE_SECRET'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^COOKIE_SECRET: required in production/);
    expect(found[0]).not.toContain('\n');
    expect(problems({ ...without('COOKIE_SECRET'), NODE_ENV: 'development' })).toEqual([]);
  });

  it('requires PUBLISHER_ACCESS_TOKENS in production and refuses the demo token in it', () => {
    expect(problems(without('PUBLISHER_ACCESS_TOKENS'))).toEqual([
      'PUBLISHER_ACCESS_TOKENS: required in production (the demo token is refused)',
    ]);
    const demo = problems({
      ...PRODUCTION_ENV,
      PUBLISHER_ACCESS_TOKENS: `${PRODUCTION_ENV.PUBLISHER_ACCESS_TOKENS},${DEMO_SERVICE_ACCESS_TOKEN}`,
    });
    expect(demo).toEqual(['PUBLISHER_ACCESS_TOKENS: the demo token is refused in production; give your own tokens']);
    // Outside production the demo token stays the default, so `npm start` works out of the box.
    expect(loadConfig({}).publisherAccessTokens).toEqual([DEMO_SERVICE_ACCESS_TOKEN]);
  });

  it('seeds on start by default outside production only; SEED_ON_START set wins', () => {
    expect(loadConfig({}).seedOnStart).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'false' }).seedOnStart).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV }).seedOnStart).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, SEED_ON_START: 'true' }).seedOnStart).toBe(true);
  });

  it('names the __Host- session cookie in production and the plain one elsewhere', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).sessionCookieName).toBe('__Host-gd_session');
    expect(loadConfig({}).sessionCookieName).toBe('gd_session');
  });

  it('names every refusal at once, one line each', () => {
    const found = problems({ NODE_ENV: 'production', TEST_CLOCK: 'true' });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'COOKIE_SECRET',
      'PUBLISHER_ACCESS_TOKENS',
      'TEST_CLOCK',
    ]);
    expect(found.every((p) => !p.includes('\n'))).toBe(true);
  });
});

describe('dev sign-in in the config (devLoginDecision)', () => {
  it('is on by default on the loopback defaults, off with AUTH_DEV_LOGIN=false', () => {
    expect(loadConfig({}).devLogin).toBe(true);
    expect(loadConfig({ AUTH_DEV_LOGIN: 'false' }).devLogin).toBe(false);
  });

  it('production on loopback: off by default, on with AUTH_DEV_LOGIN=true (load tests)', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).devLogin).toBe(false);
    const loadTest = loadConfig({
      ...PRODUCTION_ENV,
      AUTH_DEV_LOGIN: 'true',
      WEB_ORIGIN: 'http://127.0.0.1:3000',
      API_ORIGIN: 'http://[::1]:4000',
    });
    expect(loadTest.devLogin).toBe(true);
  });

  it('is off by default with a non-loopback origin, in any NODE_ENV', () => {
    expect(loadConfig({ WEB_ORIGIN: 'https://growday.kr' }).devLogin).toBe(false);
    expect(loadConfig({ API_ORIGIN: 'http://10.0.0.1:4000' }).devLogin).toBe(false);
    expect(loadConfig({ WEB_ORIGIN: 'http://localhost.evil.example:3000' }).devLogin).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, WEB_ORIGIN: 'https://growday.kr' }).devLogin).toBe(false);
  });

  it('stops the API when AUTH_DEV_LOGIN=true meets a non-loopback origin, in one line', () => {
    const envs: Record<string, string>[] = [
      { WEB_ORIGIN: 'https://growday.kr', AUTH_DEV_LOGIN: 'true' },
      { API_ORIGIN: 'http://10.0.0.1:4000', AUTH_DEV_LOGIN: 'true' },
      {
        ...PRODUCTION_ENV,
        WEB_ORIGIN: 'https://growday.kr',
        API_ORIGIN: 'https://api.growday.kr',
        AUTH_DEV_LOGIN: '1',
      },
    ];
    for (const env of envs) {
      const found = problems(env);
      expect(found, JSON.stringify(env)).toHaveLength(1);
      expect(found[0]).toMatch(/^AUTH_DEV_LOGIN: dev sign-in needs loopback WEB_ORIGIN and API_ORIGIN/);
      expect(found[0]).not.toContain('\n');
    }
    expect(() => loadConfig({ WEB_ORIGIN: 'https://growday.kr', AUTH_DEV_LOGIN: 'true' })).toThrow(
      /https:\/\/growday\.kr is not loopback/,
    );
  });
});
