import type { FastifyRequest } from 'fastify';
import { COPY, ERROR_CODE, PROFILE_FORM_FIELDS, PROFILE_IMAGE_MAX_BYTES } from '@growday/contracts';
import { badRequest, HttpError } from '../../plugins/error-handler';

const TEXT_FIELDS: ReadonlySet<string> = new Set([
  PROFILE_FORM_FIELDS.username,
  PROFILE_FORM_FIELDS.jobId,
  PROFILE_FORM_FIELDS.jobGroupId,
]);

/** Limits of the multipart parser: one image, the three text fields, nothing else of any size. */
export const PROFILE_FORM_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: TEXT_FIELDS.size,
  parts: TEXT_FIELDS.size + 1,
  fieldSize: 256,
  fieldNameSize: 64,
  headerPairs: 20,
};

export interface ProfileForm {
  /** Text values as they arrived; validated by `profileFormFieldsSchema` afterwards. */
  fields: Record<string, string>;
  /** The uploaded image's bytes, not yet checked. */
  image: Buffer | null;
}

const BYTES_PER_MB = 1024 * 1024;

export const imageTooLarge = () =>
  new HttpError(
    400,
    ERROR_CODE.payloadTooLarge,
    COPY.profileErrors.imageTooLarge(PROFILE_IMAGE_MAX_BYTES / BYTES_PER_MB),
    PROFILE_FORM_FIELDS.profile,
  );

/** The parser's own errors (limits, malformed bodies) as 400s that name the field at fault. */
function toHttpError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageTooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest(COPY.profileErrors.oneImageOnly, PROFILE_FORM_FIELDS.profile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(COPY.errors.badRequest, 'body');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, ERROR_CODE.unsupportedMediaType, COPY.profileErrors.notMultipart);
    default:
      // busboy reports a malformed body as a plain Error without a code.
      return err instanceof Error && !('statusCode' in err) ? badRequest(COPY.errors.badRequest, 'body') : err;
  }
}

/**
 * Reads the whole profile form: the image into memory (it is at most PROFILE_IMAGE_MAX_BYTES, and it
 * must be decoded anyway), the text fields as strings. Nothing is written anywhere here.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, ERROR_CODE.unsupportedMediaType, COPY.profileErrors.notMultipart);
  }
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PROFILE_FORM_FIELDS.profile) {
          throw badRequest(COPY.profileErrors.unknownField(part.fieldname), part.fieldname);
        }
        const bytes = await part.toBuffer();
        // toBuffer throws on the limit, but a truncated stream must never pass as a whole image.
        if (part.file.truncated) throw imageTooLarge();
        image = bytes;
        continue;
      }
      if (!TEXT_FIELDS.has(part.fieldname)) {
        throw badRequest(COPY.profileErrors.unknownField(part.fieldname), part.fieldname);
      }
      if (part.valueTruncated) throw badRequest(`${part.fieldname}: ${COPY.errors.badRequest}`, part.fieldname);
      fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw toHttpError(err);
  }
  return { fields, image };
}
