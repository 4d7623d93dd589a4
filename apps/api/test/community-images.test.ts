import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  COMMUNITY_COPY,
  COMMUNITY_IMAGE_FIELD,
  COMMUNITY_IMAGE_MAX_BYTES,
  errorEnvelopeSchema,
} from '@growday/contracts';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let writer: string;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  writer = await signIn(t.app, 'img-writer');
});
afterAll(() => t.close());

function form(name: string, type: string, bytes: Buffer, field = COMMUNITY_IMAGE_FIELD) {
  const boundary = 'gd-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (body: ReturnType<typeof form>) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.communityImages,
    headers: { origin: WEB_ORIGIN, cookie: writer, ...body.headers },
    payload: body.payload,
  });
const refusal = (res: Awaited<ReturnType<typeof upload>>) => errorEnvelopeSchema.parse(res.json()).error;

describe("uploadCommunityImage's refusals carry the editor's Korean messages", () => {
  it('over the size limit: 413 with COMMUNITY_COPY.imageTooLarge, naming the field', async () => {
    // A real PNG header followed by padding: the size is checked while the upload streams in.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(
      form('big.png', 'image/png', Buffer.concat([png, Buffer.alloc(COMMUNITY_IMAGE_MAX_BYTES)])),
    );
    expect(res.statusCode).toBe(413);
    expect(refusal(res)).toMatchObject({ message: COMMUNITY_COPY.imageTooLarge, field: COMMUNITY_IMAGE_FIELD });
  });

  it('not an image (declared PNG, or SVG with a script): 415 with COMMUNITY_COPY.imageWrongType', async () => {
    for (const [name, type, bytes] of [
      ['fake.png', 'image/png', Buffer.from('not a png')],
      ['x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ] as const) {
      const res = await upload(form(name, type, bytes));
      expect(res.statusCode, name).toBe(415);
      expect(refusal(res).message, name).toBe(COMMUNITY_COPY.imageWrongType);
    }
  });

  it('a form without the image field: 400 with COMMUNITY_COPY.imageFailed', async () => {
    const res = await upload(form('a.png', 'image/png', Buffer.from('x'), 'file'));
    expect(res.statusCode).toBe(400);
    expect(refusal(res)).toMatchObject({ message: COMMUNITY_COPY.imageFailed, field: COMMUNITY_IMAGE_FIELD });
  });
});
