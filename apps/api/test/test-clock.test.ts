import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, errorEnvelopeSchema, TEST_CLOCK_TOKEN_HEADER } from '@growday/contracts';
import { buildApp } from '../src/app';
import { OffsetClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './helpers/production-env';
import { openTestDatabase } from './helpers/test-app';

const TOKEN = 'server-record-token-for-this-test';

// The e2e stack's movable clock: mounted only with TEST_CLOCK, only from loopback with the server's
// token (as the ops route), never in production.
describe('test clock route (TEST_CLOCK)', () => {
  let app: FastifyInstance;
  let plain: FastifyInstance;
  let drop: () => Promise<void>;
  let dataDir: string;
  const clock = new OffsetClock();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gd-test-clock-'));
    const db = await openTestDatabase(false);
    drop = db.drop;
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir } as const;
    app = await buildApp(loadConfig({ ...env, TEST_CLOCK: 'true' }), {
      database: db.database,
      clock,
      testClock: clock,
      opsToken: TOKEN,
      logger: false,
    });
    plain = await buildApp(loadConfig(env), {
      database: db.database,
      clock,
      testClock: clock,
      opsToken: TOKEN,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const advance = (
    target: FastifyInstance,
    advanceMs: unknown,
    { token = TOKEN as string | null, remoteAddress = '127.0.0.1' } = {},
  ) =>
    target.inject({
      method: 'POST',
      url: API_PATHS.testClock,
      payload: { advanceMs },
      remoteAddress,
      headers: token === null ? {} : { [TEST_CLOCK_TOKEN_HEADER]: token },
    });

  it('moves the app clock forward by the given milliseconds with the server token', async () => {
    const before = clock.now().getTime();
    const res = await advance(app, 61_000);
    expect(res.statusCode).toBe(200);
    const now = new Date((res.json() as { data: { now: string } }).data.now).getTime();
    expect(now - before).toBeGreaterThanOrEqual(61_000);
    expect(now - before).toBeLessThan(61_000 + 5_000);
  });

  it('answers 401 without the token and 403 with a wrong one, and the clock stays', async () => {
    const before = clock.now().getTime();
    const missing = await advance(app, 3_600_000, { token: null });
    expect(missing.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(missing.json()).error.code).toBe('UNAUTHORIZED');
    expect((await advance(app, 3_600_000, { token: '' })).statusCode).toBe(401);
    const wrong = await advance(app, 3_600_000, { token: `${TOKEN}x` });
    expect(wrong.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(wrong.json()).error.code).toBe('FORBIDDEN');
    expect((await advance(app, 3_600_000, { token: TOKEN.slice(0, -1) })).statusCode).toBe(403);
    expect(clock.now().getTime() - before).toBeLessThan(60_000);
  });

  it('refuses a caller that is not on loopback even with the token, and bad amounts', async () => {
    expect((await advance(app, 1000, { remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await advance(app, -5)).statusCode).toBe(400);
    expect((await advance(app, 'soon')).statusCode).toBe(400);
  });

  it('is not mounted without TEST_CLOCK (404), and TEST_CLOCK is refused in production', async () => {
    expect((await advance(plain, 1000)).statusCode).toBe(404);
    expect(() => loadConfig({ ...PRODUCTION_ENV, TEST_CLOCK: 'true', DATA_DIR: dataDir })).toThrow(
      /TEST_CLOCK: a movable clock is refused in production/,
    );
  });
});
