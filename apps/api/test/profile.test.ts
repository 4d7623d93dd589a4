import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  API_PATHS,
  currentUserSchema,
  ERROR_CODE,
  errorEnvelopeSchema,
  FILES_BASE_PATH,
  POPULAR_THUMBNAIL,
  PROFILE_FORM_FIELDS,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIDE_PX,
  type CurrentUser,
} from '@growday/contracts';
import { jobGroups, jobs, users } from '../src/db/schema';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signIn(t.app, 'profile_alice');
  bob = await signIn(t.app, 'profile_bob');
});
afterAll(() => t.close());

type Part = string | { bytes: Buffer; type: string; filename: string };

function form(parts: Record<string, Part | Part[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') body.append(name, part);
      else body.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.filename);
    }
  }
  return body;
}

const put = (cookie: string | undefined, payload: FormData | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.currentUser,
    headers: { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as FormData,
  });

async function me(cookie: string): Promise<CurrentUser> {
  const res = await t.app.inject({ url: API_PATHS.currentUser, headers: { cookie } });
  return currentUserSchema.parse((res.json() as { data: unknown }).data);
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status);
  const { error } = errorEnvelopeSchema.parse(res.json());
  expect(error.code).toBe(code);
  if (field) expect(error.field).toBe(field);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
const image = (bytes: Buffer, type = 'image/png', filename = 'me.png') => ({ bytes, type, filename });

/** The files the profile store holds on disk. */
const storedProfiles = async () => readdir(path.join(t.config.dataDir, 'files', 'profiles')).catch(() => []);
/** The path of a profile URL on the API host. */
const pathOf = (url: string) => new URL(url).pathname;

async function catalogue() {
  const groups = await t.database.db.select().from(jobGroups);
  const allJobs = await t.database.db.select().from(jobs);
  const dev = groups.find((g) => g.name === '개발');
  const design = groups.find((g) => g.name === '디자인');
  const frontend = allJobs.find((j) => j.name === '프론트엔드' && j.jobGroupId === dev?.id);
  const designer = allJobs.find((j) => j.jobGroupId === design?.id);
  if (!dev || !design || !frontend || !designer) throw new Error('the seed has no job catalogue');
  return { dev, design, frontend, designer };
}

describe('updateCurrentUser: access', () => {
  it('answers 401 to a visitor', async () => {
    const res = await put(undefined, form({ username: 'nobody' }));
    expectError(res, 401, ERROR_CODE.unauthorized);
  });

  it('refuses a browser request from another origin (CSRF), changing nothing', async () => {
    const res = await put(alice, form({ username: 'csrf_name' }), { origin: 'https://evil.example' });
    expectError(res, 403, ERROR_CODE.originNotAllowed);
    expect((await me(alice)).username).toBe('profile_alice');
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await put(alice, { username: 'json_name' });
    expectError(res, 415, ERROR_CODE.unsupportedMediaType);
  });

  it('answers 400 to an empty form and to an unknown field, naming it', async () => {
    expectError(await put(alice, form({})), 400, ERROR_CODE.badRequest, 'body');
    expectError(await put(alice, form({ role: 'admin' })), 400, ERROR_CODE.badRequest, 'role');
    expect((await me(alice)).role).toBe('member');
  });

  it("changes only the session's user", async () => {
    const before = await me(bob);
    const res = await put(alice, form({ username: 'alice_renamed' }));
    expect(res.statusCode).toBe(200);
    expect(currentUserSchema.parse((res.json() as { data: unknown }).data).username).toBe('alice_renamed');
    expect(await me(bob)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'profile_bob'));
    expect(row?.id).toBe(before.id);
  });
});

describe('updateCurrentUser: username', () => {
  it('rejects a name that breaks the rules with 400 on username', async () => {
    for (const name of ['a', 'x'.repeat(31), 'two words', 'semi;colon']) {
      expectError(await put(bob, form({ username: name })), 400, ERROR_CODE.badRequest, 'username');
    }
    expect((await me(bob)).username).toBe('profile_bob');
  });

  it('answers 409 usernameTaken when another user has the name, and keeps the own name idempotent', async () => {
    const taken = await put(bob, form({ username: '새벽커밋' }));
    expectError(taken, 409, ERROR_CODE.usernameTaken, 'username');
    expect((await me(bob)).username).toBe('profile_bob');
    const same = await put(bob, form({ username: 'profile_bob' }));
    expect(same.statusCode).toBe(200);
  });

  it('accepts a Korean name and trims it', async () => {
    const res = await put(bob, form({ username: '  밥개발자 ' }));
    expect(res.statusCode).toBe(200);
    expect((await me(bob)).username).toBe('밥개발자');
    expect((await put(bob, form({ username: 'profile_bob' }))).statusCode).toBe(200);
  });
});

describe('updateCurrentUser: job', () => {
  it('SH-USER-04 a form with only jobId sets the job and its group and nothing else', async () => {
    const { dev, frontend } = await catalogue();
    const before = await me(bob);
    const res = await put(bob, form({ jobId: String(frontend.id) }));
    expect(res.statusCode).toBe(200);
    expect(await me(bob)).toEqual({ ...before, jobId: frontend.id, jobGroupId: dev.id });
  });

  it('refuses a job outside the sent group, an unknown job and an unknown group, naming the field', async () => {
    const { design, frontend } = await catalogue();
    expectError(
      await put(bob, form({ jobId: String(frontend.id), jobGroupId: String(design.id) })),
      400,
      ERROR_CODE.badRequest,
      'jobId',
    );
    expectError(await put(bob, form({ jobId: '999999' })), 400, ERROR_CODE.badRequest, 'jobId');
    expectError(await put(bob, form({ jobGroupId: '999999' })), 400, ERROR_CODE.badRequest, 'jobGroupId');
    expectError(await put(bob, form({ jobId: 'abc' })), 400, ERROR_CODE.badRequest, 'jobId');
    expect(await me(bob)).toMatchObject({ jobId: frontend.id });
  });

  it('choosing another group alone drops the job of the old group; job and group together are kept', async () => {
    const { design, designer } = await catalogue();
    expect((await put(bob, form({ jobGroupId: String(design.id) }))).statusCode).toBe(200);
    expect(await me(bob)).toMatchObject({ jobId: null, jobGroupId: design.id });
    const both = await put(bob, form({ jobId: String(designer.id), jobGroupId: String(design.id) }));
    expect(both.statusCode).toBe(200);
    expect(await me(bob)).toMatchObject({ jobId: designer.id, jobGroupId: design.id });
    // The same group again keeps the job.
    expect((await put(bob, form({ jobGroupId: String(design.id) }))).statusCode).toBe(200);
    expect(await me(bob)).toMatchObject({ jobId: designer.id });
  });
});

describe('updateCurrentUser: profile image', () => {
  let carol: string;
  beforeAll(async () => {
    carol = await signIn(t.app, 'profile_carol');
  });

  it('stores a square webp under profiles/ and serves it through the files route and the resize endpoint', async () => {
    const res = await put(carol, form({ [PROFILE_FORM_FIELDS.profile]: image(await png(800, 500)) }));
    expect(res.statusCode).toBe(200);
    const user = currentUserSchema.parse((res.json() as { data: unknown }).data);
    expect(user.profileKey).toMatch(/^profiles\/[0-9a-f]{32}\.webp$/);
    expect(user.profile).toBe(`${t.config.apiOrigin}${FILES_BASE_PATH}/${user.profileKey}`);

    const file = await t.app.inject({ url: pathOf(user.profile ?? '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PROFILE_IMAGE_SIDE_PX, height: PROFILE_IMAGE_SIDE_PX });

    const resized = await t.app.inject({
      url: API_PATHS.resizeImage,
      query: { url: user.profile ?? '', w: String(POPULAR_THUMBNAIL.width), h: String(POPULAR_THUMBNAIL.height) },
    });
    expect(resized.statusCode).toBe(200);
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: POPULAR_THUMBNAIL.width,
      height: POPULAR_THUMBNAIL.height,
    });
  });

  it('replacing the image deletes the old file only after the update', async () => {
    const before = await me(carol);
    const res = await put(carol, form({ profile: image(await png(300, 300)) }));
    expect(res.statusCode).toBe(200);
    const after = await me(carol);
    expect(after.profileKey).not.toBe(before.profileKey);
    expect((await t.app.inject({ url: pathOf(before.profile ?? '') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(after.profile ?? '') })).statusCode).toBe(200);
    expect(await storedProfiles()).toEqual([path.basename(after.profileKey ?? '')]);
  });

  it('accepts jpeg, webp and gif, judged by the bytes', async () => {
    const base = sharp({ create: { width: 50, height: 80, channels: 3, background: '#3366cc' } });
    for (const [bytes, type] of [
      [await base.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await base.clone().webp().toBuffer(), 'image/webp'],
      [await base.clone().gif().toBuffer(), 'image/gif'],
      // A PNG declared as something else is still a PNG.
      [await png(40, 40), 'application/octet-stream'],
    ] as const) {
      const res = await put(carol, form({ profile: image(bytes, type, 'upload.bin') }));
      expect(res.statusCode, type).toBe(200);
    }
    expect(await storedProfiles()).toHaveLength(1);
  });

  it('an image near the size limit is accepted (the 1 MB JSON body limit does not apply)', async () => {
    const side = 1150;
    const noise = await sharp(Buffer.from(Array.from({ length: side * side * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(noise.length).toBeLessThan(PROFILE_IMAGE_MAX_BYTES);
    expect((await put(carol, form({ profile: image(noise) }))).statusCode).toBe(200);
  });

  it('a wrong type is 400 unsupportedMediaType on profile and leaves the whole profile unchanged', async () => {
    const before = await me(carol);
    const files = await storedProfiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const truncatedPng = (await png(200, 200)).subarray(0, 60);
    for (const bytes of [Buffer.from('not an image at all'), svg, tiff, truncatedPng, Buffer.alloc(0)]) {
      const res = await put(carol, form({ username: 'carol_new', profile: image(bytes, 'image/png') }));
      expectError(res, 400, ERROR_CODE.unsupportedMediaType, 'profile');
    }
    expect(await me(carol)).toEqual(before);
    expect(await storedProfiles()).toEqual(files);
  });

  it('an image over the limit is 400 payloadTooLarge on profile and leaves the profile unchanged', async () => {
    const before = await me(carol);
    const files = await storedProfiles();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const res = await put(carol, form({ username: 'carol_big', profile: image(big) }));
    expectError(res, 400, ERROR_CODE.payloadTooLarge, 'profile');
    // The field order must not matter: a text field after the too-large file is not applied either.
    const after = await put(carol, form({ profile: image(big), username: 'carol_big2' }));
    expectError(after, 400, ERROR_CODE.payloadTooLarge, 'profile');
    expect(await me(carol)).toEqual(before);
    expect(await storedProfiles()).toEqual(files);
  });

  it('two images in one form are refused', async () => {
    const before = await me(carol);
    const one = image(await png(20, 20));
    const res = await put(carol, form({ profile: [one, one] }));
    expectError(res, 400, ERROR_CODE.badRequest, 'profile');
    expect(await me(carol)).toEqual(before);
  });

  it('SH-USER-03 image, username and job change together in one multipart update', async () => {
    const { dev, frontend } = await catalogue();
    const res = await put(
      carol,
      form({ profile: image(await png(64, 64)), username: 'carol_all', jobId: String(frontend.id) }),
    );
    expect(res.statusCode).toBe(200);
    expect(await me(carol)).toMatchObject({ username: 'carol_all', jobId: frontend.id, jobGroupId: dev.id });
  });

  it('a taken username in the same form keeps the image out too', async () => {
    const before = await me(carol);
    const files = await storedProfiles();
    const res = await put(carol, form({ profile: image(await png(64, 64)), username: '새벽커밋' }));
    expectError(res, 409, ERROR_CODE.usernameTaken, 'username');
    expect(await me(carol)).toEqual(before);
    expect(await storedProfiles()).toEqual(files);
  });
});
