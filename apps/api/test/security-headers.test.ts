import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CARD_IMAGE,
  FILES_BASE_PATH,
  HSTS_MAX_AGE_S,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '@growday/contracts';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-database-names';

const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const SVG_KEY = 'demo/thumbnails/post-0001.svg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(async () => {
  await t.close();
});

function expectFamily(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe(REFERRER_POLICY);
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
}

describe('API security headers (helmet)', () => {
  it('a JSON answer: CSP that allows nothing, no framing, nosniff, same-site resource, no HSTS outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.healthz });
    expect(res.statusCode).toBe(200);
    expectFamily(res);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('errors carry the same headers (404 and 400 envelopes)', async () => {
    for (const url of ['/api/v1/no-such-route', `${API_PATHS.resizeImage}?url=x&w=1&h=1`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expectFamily(res);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    }
  });

  it('stored files and resized images may be embedded cross-origin (the extension new tab, another web host)', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `${FILES_BASE_PATH}/${SVG_KEY}`,
      headers: { origin: EXTENSION_ORIGIN },
    });
    expect(file.statusCode).toBe(200);
    expectFamily(file);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The SVG keeps its own, stricter policy (script in an SVG never runs).
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");

    const params = new URLSearchParams({
      url: `${FILES_BASE_PATH}/${SVG_KEY}`,
      w: String(CARD_IMAGE.width),
      h: String(CARD_IMAGE.height),
    });
    const resized = await t.app.inject({ method: 'GET', url: `${API_PATHS.resizeImage}?${params.toString()}` });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expectFamily(resized);
    expect(resized.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the OpenAPI document is still served', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.openapi });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('paths');
    expectFamily(res);
  });

  it('production adds Strict-Transport-Security', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-test-data-'));
    const { database, drop } = await openTestDatabase(false);
    // Only the environment differs: the header follows config.env.
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      env: 'production' as const,
    };
    const app = await buildApp(config, { database, clock: new ManualClock(TEST_NOW), logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: API_PATHS.healthz });
      expect(res.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    } finally {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
