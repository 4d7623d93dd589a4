import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DEMO_PUBLISHER_TENANTS,
  DEMO_SERVICE_ACCESS_TOKEN,
  SERVICE_CODE_HEADER,
  errorEnvelopeSchema,
  publisherTenantSchema,
} from '@growday/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';

const bearer = (token: string) => `Bearer ${token}`;

describe('publisher auth with the demo defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: API_PATHS.publisherAuth, headers });

  it('SH-AUTH-10 answers the tenant for the service-code header and a good bearer token', async () => {
    const res = await call({ authorization: bearer(DEMO_SERVICE_ACCESS_TOKEN), [SERVICE_CODE_HEADER]: 'cashwalk' });
    expect(res.statusCode).toBe(200);
    const tenant = publisherTenantSchema.parse(res.json().data);
    expect(tenant).toEqual(DEMO_PUBLISHER_TENANTS.find((x) => x.serviceCode === 'cashwalk'));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('SH-AUTH-10 a missing service-code header is a 400 naming it', async () => {
    const res = await call({ authorization: bearer(DEMO_SERVICE_ACCESS_TOKEN) });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe(SERVICE_CODE_HEADER);
  });

  it('a malformed service-code is a 400 naming it; an unknown one a 404', async () => {
    const malformed = await call({
      authorization: bearer(DEMO_SERVICE_ACCESS_TOKEN),
      [SERVICE_CODE_HEADER]: 'Bad Code!',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(malformed.json()).error.field).toBe(SERVICE_CODE_HEADER);
    const unknown = await call({ authorization: bearer(DEMO_SERVICE_ACCESS_TOKEN), [SERVICE_CODE_HEADER]: 'nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  it('SH-AUTH-10 a wrong, missing or non-bearer token is a 401', async () => {
    const cases: Record<string, string>[] = [
      { authorization: bearer('not-the-token-at-all'), [SERVICE_CODE_HEADER]: 'cashwalk' },
      { [SERVICE_CODE_HEADER]: 'cashwalk' },
      { authorization: `Basic ${DEMO_SERVICE_ACCESS_TOKEN}`, [SERVICE_CODE_HEADER]: 'cashwalk' },
      { authorization: bearer(`${DEMO_SERVICE_ACCESS_TOKEN}x`), [SERVICE_CODE_HEADER]: 'cashwalk' },
    ];
    for (const headers of cases) {
      const res = await call(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('publisher auth configured by the environment', () => {
  let t: TestApp;
  const token = 'a-deployment-specific-token-123';
  beforeAll(async () => {
    t = await createTestApp({
      seeded: false,
      env: { PUBLISHER_ACCESS_TOKENS: `${token}, another-token-4567890`, PUBLISHER_TENANTS: 'acme:Acme Corp' },
    });
  });
  afterAll(() => t.close());

  it('accepts only the configured tokens and knows only the configured tenants', async () => {
    const ok = await t.app.inject({
      url: API_PATHS.publisherAuth,
      headers: { authorization: bearer(token), [SERVICE_CODE_HEADER]: 'acme' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ serviceCode: 'acme', name: 'Acme Corp' });
    const demoToken = await t.app.inject({
      url: API_PATHS.publisherAuth,
      headers: { authorization: bearer(DEMO_SERVICE_ACCESS_TOKEN), [SERVICE_CODE_HEADER]: 'acme' },
    });
    expect(demoToken.statusCode).toBe(401);
    const demoTenant = await t.app.inject({
      url: API_PATHS.publisherAuth,
      headers: { authorization: bearer(token), [SERVICE_CODE_HEADER]: 'cashwalk' },
    });
    expect(demoTenant.statusCode).toBe(404);
  });

  it('refuses malformed publisher settings at start', () => {
    expect(() => loadConfig({ PUBLISHER_TENANTS: 'Bad Code:x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLISHER_TENANTS: 'nameless' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLISHER_ACCESS_TOKENS: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLISHER_ACCESS_TOKENS: ' , ' })).toThrow(ConfigError);
  });
});
