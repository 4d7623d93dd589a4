import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devLoginEnabled } from '../lib/server/dev-login';

// The login dialog's dev form follows the API's rule (devLoginDecision) on the web server's env.
describe('website dev sign-in form (devLoginEnabled)', () => {
  beforeEach(() => {
    // As `npm start` runs the website: next start pins NODE_ENV to production.
    for (const name of ['WEB_ORIGIN', 'API_ORIGIN', 'AUTH_DEV_LOGIN', 'STACK_NODE_ENV', 'PORT', 'API_PORT']) {
      vi.stubEnv(name, undefined);
    }
    vi.stubEnv('NODE_ENV', 'production');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows on the loopback defaults when the stack runs outside production', () => {
    vi.stubEnv('STACK_NODE_ENV', 'development');
    expect(devLoginEnabled()).toBe(true);
    vi.stubEnv('WEB_ORIGIN', 'http://127.5.6.7:3000');
    vi.stubEnv('API_ORIGIN', 'http://[::1]:4000');
    expect(devLoginEnabled()).toBe(true);
  });

  it('hides in production unless AUTH_DEV_LOGIN=true, as the API decides', () => {
    expect(devLoginEnabled()).toBe(false);
    vi.stubEnv('STACK_NODE_ENV', 'production');
    expect(devLoginEnabled()).toBe(false);
    vi.stubEnv('AUTH_DEV_LOGIN', 'true');
    expect(devLoginEnabled()).toBe(true);
  });

  it('hides with any non-loopback origin, whatever AUTH_DEV_LOGIN says', () => {
    vi.stubEnv('STACK_NODE_ENV', 'development');
    vi.stubEnv('AUTH_DEV_LOGIN', 'true');
    for (const [name, value] of [
      ['WEB_ORIGIN', 'https://growday.kr'],
      ['WEB_ORIGIN', 'http://localhost.evil.example:3000'],
      ['API_ORIGIN', 'http://10.0.0.1:4000'],
    ] as const) {
      vi.stubEnv('WEB_ORIGIN', undefined);
      vi.stubEnv('API_ORIGIN', undefined);
      vi.stubEnv(name, value);
      expect(devLoginEnabled(), `${name}=${value}`).toBe(false);
    }
  });
});
