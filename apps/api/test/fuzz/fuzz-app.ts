import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PATHS, SOCIAL_PROVIDERS } from '@growday/contracts';
import { buildApp } from '../../src/app';
import { ManualClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import type { ResolveAll } from '../../src/modules/images/remote-address';
import { runOpsCommand } from '../../src/modules/ops/commands';
import { sources } from '../../src/db/schema';
import { openTestDatabase, signIn, WEB_ORIGIN } from '../helpers/test-app';
import { TEST_NOW } from '../helpers/test-database-names';
import type { FuzzBody, FuzzRequest } from './operations';
import type { OpenApiDocument } from './operations';

export const MEMBERS = 8;

/** Operations that delete the session they are sent with (sign-out, and the sign-ins that replace it). */
const SESSION_ENDING = new Set(['logout', 'devLogin', 'exchangeCommunityToken']);

/** Every host resolves to loopback, which the image fetcher refuses: no fuzzed URL leaves the machine. */
const loopbackOnly: ResolveAll = (_hostname, _options, callback) =>
  callback(null, [{ address: '127.0.0.1', family: 4 }]);

/**
 * Every social provider configured (so the start routes redirect instead of answering 503), its
 * endpoints on a closed loopback port: a token exchange, if one were ever reached, fails at once.
 */
function offlineProviders(): Record<string, string> {
  return Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((p) => {
      const prefix = `OAUTH_${p.toUpperCase()}`;
      return [
        [`${prefix}_CLIENT_ID`, `fuzz-${p}`],
        [`${prefix}_CLIENT_SECRET`, `fuzz-${p}-secret`],
        [`${prefix}_AUTHORIZE_URL`, `http://127.0.0.1:9/${p}/authorize`],
        [`${prefix}_TOKEN_URL`, `http://127.0.0.1:9/${p}/token`],
        [`${prefix}_PROFILE_URL`, `http://127.0.0.1:9/${p}/profile`],
      ];
    }),
  );
}

export interface FuzzApp {
  app: FastifyInstance;
  clock: ManualClock;
  doc: OpenApiDocument;
  send(method: InjectOptions['method'], req: FuzzRequest, operationId: string): Promise<LightMyRequestResponse>;
  /** Error log lines since the last call (the cause of a 5xx). */
  takeErrorLog(): string[];
  close(): Promise<void>;
}

function multipartPayload(body: Extract<FuzzBody, { kind: 'multipart' }>): { boundary: string; payload: Buffer } {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of body.fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (body.file) {
    const { field, name, type, bytes } = body.file;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, payload: Buffer.concat(parts) };
}

/**
 * The real app on a seeded PGlite copy, with signed-in members and an admin. Feed addresses of the
 * seeded sources point at a closed loopback port, so an admin refetch fails fast and offline.
 */
export async function createFuzzApp(): Promise<FuzzApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-fuzz-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir, ...offlineProviders() });
  const { database, drop } = await openTestDatabase(true);
  const clock = new ManualClock(TEST_NOW);
  let errorLog: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      errorLog.push(chunk.toString('utf8').slice(0, 4_000));
      done();
    },
  });
  const app = await buildApp(config, {
    database,
    clock,
    logger: { level: 'error', stream },
    resolveImageHost: loopbackOnly,
  });
  await database.db.update(sources).set({ feedUrl: sql`'http://127.0.0.1:9/feed-' || ${sources.id} || '.xml'` });

  const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => signIn(app, `fuzz_member_${i}`)));
  const admin = await signIn(app, 'fuzz_admin');
  const granted = await runOpsCommand(['users', 'grant-admin', 'fuzz_admin'], { db: database.db, clock });
  if (!granted.ok) throw new Error('could not make the fuzz admin');
  const doc = (await app.inject({ url: API_PATHS.openapi })).json() as OpenApiDocument;

  return {
    app,
    clock,
    doc,
    takeErrorLog: () => {
      const lines = errorLog;
      errorLog = [];
      return lines;
    },
    send: async (method, req, operationId) => {
      // Signing out or in again ends the session a request is sent with: such a request gets a
      // session of its own, so the shared members and the admin stay signed in.
      const own =
        SESSION_ENDING.has(operationId) && req.viewer !== 'anonymous'
          ? await signIn(app, `fuzz_leaver_${req.member}`)
          : null;
      const cookie =
        own ?? (req.viewer === 'admin' ? admin : req.viewer === 'member' ? members[req.member % MEMBERS] : undefined);
      const headers: Record<string, string> = { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) };
      const options: InjectOptions = {
        method,
        url: req.url,
        headers,
        // Dev sign-in exists for loopback clients only; everyone else comes from many addresses.
        remoteAddress: operationId === 'devLogin' ? '127.0.0.1' : `198.51.100.${req.address}`,
      };
      const body = req.body;
      if (body?.kind === 'json') {
        headers['content-type'] = 'application/json';
        options.payload = JSON.stringify(body.value) ?? 'null';
      } else if (body?.kind === 'raw') {
        headers['content-type'] = body.contentType;
        options.payload = body.text;
      } else if (body?.kind === 'multipart') {
        const { boundary, payload } = multipartPayload(body);
        headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
        options.payload = payload;
      }
      return app.inject(options);
    },
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
