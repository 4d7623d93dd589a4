import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

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

  it('refuses dev sign-in in production and turns it off there by default', () => {
    expect(problems({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true' })[0]).toContain('refused in production');
    const prod = loadConfig({ NODE_ENV: 'production' });
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
