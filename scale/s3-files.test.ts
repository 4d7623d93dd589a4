import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, currentUserSchema, FILES_BASE_PATH, PROFILE_FORM_FIELDS } from '@growday/contracts';
import { call, startScaleStack, WEB_ORIGIN, type ScaleStack } from './helpers/stack';

/**
 * FILE_STORE=s3 in the built API (the esbuild bundle, where the SDK is a chunk loaded on first
 * use) under node:cluster, against s3rver on 127.0.0.1. Ports 4354-4369 belong to these suites
 * (docs/decisions.md, Scale-out); SCALE_S3_PORT moves this one.
 */
const PORT = Number(process.env.SCALE_S3_PORT ?? 4358);
const BUCKET = 'gd-scale-uploads';

let s3: S3rver;
let folder: string;
let stack: ScaleStack;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'gd-scale-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  stack = await startScaleStack({
    port: PORT,
    processes: 2,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's own account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const servedBy = (marker: string) =>
  new Set(stack.logs.filter((l) => l.msg === 'incoming request' && l.req?.url?.includes(marker)).map((l) => l.pid));

describe('FILE_STORE=s3 in the built, clustered API', () => {
  it('a profile image uploaded through one process is in the bucket and served by every process', async () => {
    const cookie = await stack.signIn('scale-s3-uploader');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#33aa66' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(PROFILE_FORM_FIELDS.profile, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await fetch(`http://127.0.0.1:${PORT}${API_PATHS.currentUser}`, {
      method: 'PUT',
      headers: { cookie, origin: WEB_ORIGIN },
      body: form,
    });
    expect(res.status).toBe(200);
    const key = currentUserSchema.parse(((await res.json()) as { data: unknown }).data).profileKey!;
    expect(key).toMatch(/^profiles\/[0-9a-f]{32}\.webp$/);
    // Nothing went to the database's file table: the bytes are in the bucket.
    expect((await stack.db.query('select 1 from stored_files')).rowCount).toBe(0);
    for (let i = 0; i < 4; i += 1) {
      const file = await call(PORT, 'GET', `${FILES_BASE_PATH}/${key}?s3=${i}`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(servedBy(`${FILES_BASE_PATH}/profiles/`).size).toBe(2);
    expect((await call(PORT, 'GET', `${FILES_BASE_PATH}/profiles/${'0'.repeat(32)}.webp`)).status).toBe(404);
  });
});
