import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, RATE_LIMITS } from '@growday/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('scale-out settings (API_PROCESSES, FILE_STORE, SHUTDOWN_GRACE_SECONDS)', () => {
  it('refuse more than one API process on the embedded database', () => {
    expect(problemsOf({ API_PROCESSES: '2' }).join('\n')).toMatch(
      /API_PROCESSES: more than one API process needs DATABASE_URL/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', API_PROCESSES: '4', DATABASE_URL: 'postgres://x@127.0.0.1/db' }).apiProcesses,
    ).toBe(4);
    expect(problemsOf({ API_PROCESSES: '0' }).join('\n')).toMatch(/API_PROCESSES must be a whole number from 1 to 64/);
  });

  it('keep uploads on disk with the embedded database and in the database with DATABASE_URL, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).fileStore).toBe('disk');
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://x@127.0.0.1/db' }).fileStore).toBe('database');
    expect(loadConfig({ NODE_ENV: 'test', FILE_STORE: 'database' }).fileStore).toBe('database');
    // FILE_STORE=s3 is s3-file-store.test.ts; anything else is refused by name.
    expect(problemsOf({ FILE_STORE: 'ftp' }).join('\n')).toMatch(/FILE_STORE must be disk, database or s3/);
  });

  it('give requests in flight 10 s by default when the process stops', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_GRACE_SECONDS: '3' }).shutdownGraceMs).toBe(3_000);
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: '0' }).join('\n')).toMatch(/SHUTDOWN_GRACE_SECONDS must be/);
  });
});

describe('Redis unreachable: the API keeps answering with per-process abuse limits', () => {
  let t: TestApp;
  let closedPort: number;
  beforeAll(async () => {
    // A port that was just free and is closed again: nothing answers there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${closedPort}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers reads and writes, and still refuses the request past a limit (counted in this process)', async () => {
    expect(t.config.rateLimitStore).toBe('redis');
    expect(t.app.redis?.status).not.toBe('ready');
    expect((await t.app.inject({ method: 'GET', url: `${API_PATHS.latestPosts}?first=2` })).statusCode).toBe(200);
    const cookie = await signIn(t.app, 'no-redis');
    const limit = RATE_LIMITS.profileUpdate.perUser!.max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: API_PATHS.currentUser,
        headers: { cookie, origin: WEB_ORIGIN, 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, limit).every((s) => s !== 429 && s < 500)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('empties a cache a write made stale in this process even though it cannot tell the others', async () => {
    await expect(t.app.caches.invalidate('tags')).resolves.toBeUndefined();
  });
});
