import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  currentUserSchema,
  ERROR_CODE,
  errorEnvelopeSchema,
  FILES_BASE_PATH,
  PROFILE_FORM_FIELDS,
} from '@growday/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { createS3FileStore } from '../src/modules/files/s3-file-store';
import { PRODUCTION_ENV } from './helpers/production-env';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

/**
 * FILE_STORE=s3 against a real S3-compatible server: s3rver on 127.0.0.1 (an ephemeral port and a
 * temporary folder), which refuses an access key it does not know (it does not check SigV4 itself).
 */
const BUCKET = 'gd-uploads';
// s3rver's fixed credentials: a request from another access key is refused (InvalidAccessKeyId).
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
/** Two seeded app instances, one after the other: on a loaded two-core machine that outlasts the 60 s default. */
const APP_START_MS = 240_000;

let server: S3rver;
let folder: string;
let endpoint: string;
const s3Env = (overrides: Record<string, string> = {}) => ({
  FILE_STORE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: SECRET_KEY,
  ...overrides,
});
const storeWith = (overrides: Record<string, string> = {}) => {
  const { s3 } = loadConfig({ NODE_ENV: 'test', ...s3Env(overrides) });
  return createS3FileStore(s3!);
};
/** The objects s3rver holds in the bucket, as it lays them out on disk (`<key>._S3rver_object`). */
const objectsOnDisk = async (prefix: string) =>
  (await readdir(path.join(folder, BUCKET, prefix)).catch(() => [] as string[]))
    .filter((f) => f.endsWith('._S3rver_object'))
    .map((f) => f.replace(/\._S3rver_object$/, ''));

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'gd-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('FILE_STORE=s3 settings', () => {
  it('names every missing S3 setting, in production and elsewhere, and takes a full set', () => {
    for (const base of [{ NODE_ENV: 'test' }, PRODUCTION_ENV]) {
      const problems = problemsOf({ ...base, FILE_STORE: 's3' }).join('\n');
      for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(problems).toContain(`${name}: required with FILE_STORE=s3`);
    }
    expect(problemsOf({ NODE_ENV: 'test', ...s3Env({ S3_BUCKET: 'No_Such!' }) }).join('\n')).toMatch(
      /S3_BUCKET must be a bucket name/,
    );
    expect(problemsOf({ NODE_ENV: 'test', ...s3Env({ S3_ENDPOINT: 'ftp://x' }) }).join('\n')).toMatch(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(problemsOf({ NODE_ENV: 'test', FILE_STORE: 'ftp' }).join('\n')).toMatch(
      /FILE_STORE must be disk, database or s3/,
    );
    const config = loadConfig({ ...PRODUCTION_ENV, ...s3Env() });
    expect(config.fileStore).toBe('s3');
    // An endpoint of its own means an S3-compatible server: the bucket goes in the path.
    expect(config.s3).toMatchObject({ endpoint, bucket: BUCKET, region: 'us-east-1', forcePathStyle: true });
    const { S3_ENDPOINT: _endpoint, ...awsEnv } = s3Env();
    const aws = loadConfig({ NODE_ENV: 'test', ...awsEnv });
    expect(aws.s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });
});

describe('the S3 file store against s3rver', () => {
  it('writes, reads back byte for byte with the type its key names, removes, and answers null for a missing key', async () => {
    const store = storeWith();
    expect(store.kind).toBe('s3');
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const key = 'profiles/s3-roundtrip.webp';
    await store.write(key, bytes);
    expect(await objectsOnDisk('profiles')).toContain('s3-roundtrip.webp');
    const read = await store.read(key);
    expect(read?.contentType).toBe('image/webp');
    expect(Buffer.compare(Buffer.from(read!.body), bytes)).toBe(0);

    await store.remove(key);
    expect(await objectsOnDisk('profiles')).not.toContain('s3-roundtrip.webp');
    expect(await store.read(key)).toBeNull();
    // Removing what is gone already is fine (S3 answers 204 either way).
    await expect(store.remove(key)).resolves.toBeUndefined();
    expect(await store.read('profiles/never-written.png')).toBeNull();
    // A key with no type we store is never fetched.
    expect(await store.read('profiles/notes.txt')).toBeNull();
  });

  it('signs as the configured access key: an unknown one is an error, never "no such file"', async () => {
    const key = 'profiles/signed.png';
    await storeWith().write(
      key,
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(await storeWith().read(key)).not.toBeNull();
    const wrong = storeWith({ S3_ACCESS_KEY_ID: 'SOMEONE-ELSE' });
    await expect(wrong.read(key)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(wrong.write('profiles/forged.png', Buffer.from('x'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    expect(await objectsOnDisk('profiles')).not.toContain('forged.png');
  });

  it('a bucket that does not exist is an error, never "no such file"', async () => {
    await expect(storeWith({ S3_BUCKET: 'gd-missing-bucket' }).read('profiles/a.png')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});

describe('uploads through the real route with FILE_STORE=s3', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Two app instances with databases of their own: only the bucket is shared, as between hosts.
    // One after the other: two at once on a loaded machine outlast Fastify's plugin time-out.
    first = await createTestApp({ env: s3Env() });
    second = await createTestApp({ env: s3Env() });
  }, APP_START_MS);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const upload = async (cookie: string, color: string) => {
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append(PROFILE_FORM_FIELDS.profile, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await first.app.inject({
      method: 'PUT',
      url: API_PATHS.currentUser,
      headers: { origin: WEB_ORIGIN, cookie },
      payload: body as unknown as string,
    });
    expect(res.statusCode).toBe(200);
    return currentUserSchema.parse((res.json() as { data: unknown }).data).profileKey!;
  };

  it('a profile image uploaded on one instance is served by the other, and a replaced one is gone from both', async () => {
    const cookie = await signIn(first.app, 's3_uploader');
    const key = await upload(cookie, '#3366ff');
    expect(key).toMatch(/^profiles\/[0-9a-f]{32}\.webp$/);
    expect(await objectsOnDisk('profiles')).toContain(path.basename(key));

    const fromFirst = await first.app.inject({ url: `${FILES_BASE_PATH}/${key}` });
    const fromSecond = await second.app.inject({ url: `${FILES_BASE_PATH}/${key}` });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/webp');
    expect(fromSecond.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(fromSecond.rawPayload, fromFirst.rawPayload)).toBe(0);
    expect((await sharp(fromSecond.rawPayload).metadata()).format).toBe('webp');

    const replaced = await upload(cookie, '#ff6633');
    expect(replaced).not.toBe(key);
    expect((await second.app.inject({ url: `${FILES_BASE_PATH}/${key}` })).statusCode).toBe(404);
    expect((await second.app.inject({ url: `${FILES_BASE_PATH}/${replaced}` })).statusCode).toBe(200);
    expect(await objectsOnDisk('profiles')).not.toContain(path.basename(key));
  });

  it('a key nobody wrote is a 404 in the error envelope on either instance', async () => {
    for (const t of [first, second]) {
      const res = await t.app.inject({ url: `${FILES_BASE_PATH}/profiles/${'0'.repeat(32)}.webp` });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe(ERROR_CODE.notFound);
    }
  });
});

describe('FILE_STORE=s3 while the S3 server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was just free and is closed again: nothing answers there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const closed = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    t = await createTestApp({ env: s3Env({ S3_ENDPOINT: `http://127.0.0.1:${closed}` }) });
  }, APP_START_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('the files route answers a retryable 503 in the error envelope, not a 404 and not a stack', async () => {
    const res = await t.app.inject({ url: `${FILES_BASE_PATH}/profiles/${'1'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(503);
    const { error } = errorEnvelopeSchema.parse(res.json());
    expect(error.code).toBe(ERROR_CODE.unavailable);
    expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.js/);
  });
});
