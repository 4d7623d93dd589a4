import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, errorEnvelopeSchema } from '@growday/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

describe('health and errors', () => {
  it('healthz answers ok and readyz reports the database', async () => {
    expect((await t.app.inject({ url: API_PATHS.healthz })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: API_PATHS.readyz });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('an unknown route answers the JSON error envelope with 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(errorEnvelopeSchema.parse(res.json()).error.status).toBe(404);
  });

  it('malformed JSON answers 400 in the envelope, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.devLogin,
      headers: { 'content-type': 'application/json', origin: t.config.webOrigin },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
    expect(res.body).not.toContain('    at ');
  });

  it('readyz answers 503 when the database is gone', async () => {
    const { createTestApp: create } = await import('./helpers/test-app');
    const other = await create({ seeded: false });
    await other.database.close();
    const res = await other.app.inject({ url: API_PATHS.readyz });
    expect(res.statusCode).toBe(503);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('UNAVAILABLE');
    await other.app.close();
  });
});
