import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import {
  API_PATHS,
  COMMUNITY_COPY,
  COMMUNITY_IMAGE_FIELD,
  COMMUNITY_IMAGE_KEY_PREFIX,
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_MAX_WIDTH_PX,
  communityImageSchema,
  dataSchema,
  ERROR_CODE,
  FILES_BASE_PATH,
} from '@growday/contracts';
import { HttpError, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

/** A small file can declare a huge canvas; refuse to decode more pixels than this (as profile images). */
const MAX_INPUT_PIXELS = 48_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP_QUALITY = 82;

const refused = (status: 400 | 413 | 415 = 400) =>
  new HttpError(
    status,
    status === 413 ? ERROR_CODE.payloadTooLarge : ERROR_CODE.unsupportedMediaType,
    // Korean copy the editor shows as is: too big, not an image, or a malformed form.
    status === 413
      ? COMMUNITY_COPY.imageTooLarge
      : status === 415
        ? COMMUNITY_COPY.imageWrongType
        : COMMUNITY_COPY.imageFailed,
    COMMUNITY_IMAGE_FIELD,
  );

/**
 * The upload as stored: whatever the bytes decode as (never the declared type or name), if JPEG,
 * PNG, WebP or GIF, re-encoded as WebP at most COMMUNITY_IMAGE_MAX_WIDTH_PX wide, so no uploaded
 * byte (an SVG's script, a polyglot's payload, EXIF location) reaches a reader.
 */
async function toCommunityWebp(input: Buffer): Promise<Buffer> {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw refused(415);
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: COMMUNITY_IMAGE_MAX_WIDTH_PX, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw error instanceof HttpError ? error : refused(415);
  }
}

/** `POST community/images`: one image for a post body, through the same checks as profile images. */
export const communityImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this scope parses multipart bodies, and only one image of at most COMMUNITY_IMAGE_MAX_BYTES.
  await app.register(multipart, {
    limits: { fileSize: COMMUNITY_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    API_PATHS.communityImages,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityImage' },
      schema: {
        operationId: 'uploadCommunityImage',
        tags: ['community'],
        summary: `Upload an image for a post (multipart field "${COMMUNITY_IMAGE_FIELD}"); answers the address to use in Markdown`,
        consumes: ['multipart/form-data'],
        response: { 200: dataSchema(communityImageSchema), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      if (!request.viewer) throw unauthorized();
      if (!request.isMultipart()) throw refused(415);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== COMMUNITY_IMAGE_FIELD) throw refused();
        bytes = await file.toBuffer();
        if (file.file.truncated) throw refused(413);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        throw refused(code === 'FST_REQ_FILE_TOO_LARGE' ? 413 : 400);
      }
      const webp = await toCommunityWebp(bytes);
      const key = `${COMMUNITY_IMAGE_KEY_PREFIX}${randomBytes(16).toString('hex')}.webp`;
      await app.files.write(key, webp);
      return { data: { key, url: `${FILES_BASE_PATH}/${key}` } };
    },
  );
};
